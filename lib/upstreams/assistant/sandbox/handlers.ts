import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { z } from 'zod';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { jsonBody } from '@/lib/sandbox/respond';
import { serviceState } from '@/lib/sandbox/store';
import { sandboxAssistantKey, sandboxAssistantModel, sandboxAssistantPath } from '../config';
import {
  CHAT_COMPLETIONS_PATH,
  chatCompletionRequestSchema,
  parseSummaryPrompt,
  SOURCE_END,
  SOURCE_START,
  type ChatCompletion,
  type ChatCompletionRequest,
  type OpenAiError,
} from '../contract';
import { extractiveSummary, wordCount } from './summarise';

/** OpenAI's error answer. */
const openAiError = (status: number, message: string, code: string | null) =>
  HttpResponse.json<OpenAiError>({ error: { message, type: 'invalid_request_error', param: null, code } }, { status });

/** Enough for a test's assertions on what was sent; bounded like the sandbox's request record. */
const MAX_RECORDED = 20;

interface AssistantState {
  /** The bodies of the completions asked for (the request record keeps no bodies). */
  completions: ChatCompletionRequest[];
}

const assistantState = () => serviceState<AssistantState>('assistant', () => ({ completions: [] }));

/** The completion requests the sandbox was sent since its last reset, oldest first. */
export const sandboxCompletionRequests = (): readonly ChatCompletionRequest[] => assistantState().completions;

/** Roughly a tokenizer's count: about four tokens for three words. */
const tokens = (text: string) => Math.ceil((wordCount(text) * 4) / 3);

/** FNV-1a, 32 bits, in hex: a stable id for the same request. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return (value >>> 0).toString(16).padStart(8, '0');
}

/**
 * A stand-in for an OpenAI-compatible chat-completions API: the real one's 401 for a wrong key,
 * 400 for a body it cannot read, 404 `model_not_found` for a model it lacks; otherwise an
 * extractive summary (./summarise.ts) of the text between the delimiters of the last user message.
 */
export const assistantHandlers = [
  http.post<PathParams, DefaultBodyType, ChatCompletion | OpenAiError>(`${SANDBOX_ORIGIN}${sandboxAssistantPath}${CHAT_COMPLETIONS_PATH}`, async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${sandboxAssistantKey}`) return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
    const parsed = chatCompletionRequestSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return openAiError(400, `Invalid request: ${z.prettifyError(parsed.error)}`, null);
    const completion = parsed.data;
    const { completions } = assistantState();
    completions.push(completion);
    if (completions.length > MAX_RECORDED) completions.splice(0, completions.length - MAX_RECORDED);

    const { model, messages, max_tokens: maxTokens } = completion;
    if (model !== sandboxAssistantModel) return openAiError(404, `The model \`${model}\` does not exist or you do not have access to it.`, 'model_not_found');
    const question = [...messages].reverse().find((message) => message.role === 'user');
    const prompt = question && parseSummaryPrompt(question.content);
    if (!prompt) return openAiError(400, `The last user message has no text between the lines ${SOURCE_START} and ${SOURCE_END}.`, null);

    let summary = extractiveSummary(prompt.source, { title: prompt.title });
    let finishReason = 'stop';
    // Like a model, stop at max_tokens.
    if (maxTokens !== undefined && tokens(summary) > maxTokens) {
      summary = summary.split(/\s+/).slice(0, Math.floor((maxTokens * 3) / 4)).join(' ');
      finishReason = 'length';
    }
    const promptTokens = messages.reduce((sum, message) => sum + tokens(message.content), 0);
    const completionTokens = tokens(summary);
    return HttpResponse.json<ChatCompletion>({
      id: `chatcmpl-sandbox-${hash(JSON.stringify(messages))}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: summary }, finish_reason: finishReason }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
  }),
];
