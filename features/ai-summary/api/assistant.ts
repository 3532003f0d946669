import type { Conversation, Prompt } from '@/lib/assistant/contract';
import { assistantPaths, summaryQuestion } from '@/lib/assistant/protocol';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The browser's calls to our assistant routes (marketing spec §7, §8), with the spec's errors:
 * 'Error creating conversation', 'Error sending prompt to assistant', 'Error sending feedback to
 * assistant for prompt {id}', each caused by 'Unexpected status {status}: {statusText}'.
 */
export const ASSISTANT_NAME = 'assistant';

export class AssistantCallError extends Error {
  constructor(
    message: string,
    /** The route's status (0 when it could not be reached). */
    readonly status: number,
    cause: Error,
    /** The route's error code ('conversation_not_found'…), when it sent one. */
    readonly code?: string,
  ) {
    super(message, { cause });
    this.name = 'AssistantCallError';
  }
}

async function post<T>(url: string, body: unknown, parser: { parse(answer: unknown): T }, failure: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    throw new AssistantCallError(failure, 0, error instanceof Error ? error : new Error(String(error)));
  }
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    const code = typeof answer === 'object' && answer !== null && 'error' in answer && typeof answer.error === 'string' ? answer.error : undefined;
    throw new AssistantCallError(failure, response.status, new Error(`Unexpected status ${response.status}: ${response.statusText}`), code);
  }
  return parser.parse(await response.json());
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Our routes' answers checked without zod (the panel's island carries no parser library; the
 * routes build these answers with lib/assistant/contract.ts's schemas).
 */
export const conversationAnswer = {
  parse(answer: unknown): Conversation {
    if (!isRecord(answer) || typeof answer.id !== 'string' || typeof answer.createdDate !== 'string' || typeof answer.title !== 'string') {
      throw new TypeError('The answer is not a conversation.');
    }
    return { id: answer.id, createdDate: answer.createdDate, title: answer.title };
  },
};

export const promptAnswer = {
  parse(answer: unknown): Prompt {
    if (!isRecord(answer) || typeof answer.id !== 'string' || typeof answer.conversationId !== 'string' || typeof answer.responseText !== 'string') {
      throw new TypeError('The answer is not a prompt.');
    }
    const sources = Array.isArray(answer.sources)
      ? answer.sources.filter((source): source is { title: string; url: string } => isRecord(source) && typeof source.title === 'string' && typeof source.url === 'string')
      : [];
    const feedback = isRecord(answer.feedback) && typeof answer.feedback.rating === 'number' ? { rating: answer.feedback.rating } : null;
    return {
      id: answer.id,
      conversationId: answer.conversationId,
      createdDate: String(answer.createdDate ?? ''),
      questionText: String(answer.questionText ?? ''),
      responseText: answer.responseText,
      sources: sources.map(({ title, url }) => ({ title, url })),
      feedback,
    };
  },
};

export const createConversation = (input: { title: string; locale: Locale; location: { latitude: number; longitude: number } }): Promise<Conversation> =>
  post(assistantPaths.conversations, input, conversationAnswer, 'Error creating conversation');

export const sendPrompt = (conversationId: string, name: string, path: string): Promise<Prompt> =>
  post(assistantPaths.prompts(conversationId), { questionText: summaryQuestion(name), path }, promptAnswer, `Error sending prompt to ${ASSISTANT_NAME}`);

export const sendFeedback = (conversationId: string, promptId: string, rating: number): Promise<Prompt> =>
  post(assistantPaths.feedback(conversationId, promptId), { rating }, promptAnswer, `Error sending feedback to ${ASSISTANT_NAME} for prompt ${promptId}`);

/** Where the tab keeps its conversation: created once, then every summary of the visit goes in it. */
const CONVERSATION_KEY = 'terralis:assistant-conversation';

export function storedConversationId(): string | null {
  try {
    return window.localStorage.getItem(CONVERSATION_KEY);
  } catch {
    return null;
  }
}

function storeConversationId(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(CONVERSATION_KEY, id);
    else window.localStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // Storage refused: a conversation per page.
  }
}

/** One conversation creation at a time per tab: two panels asking at once share it. */
let creating: Promise<string> | undefined;

async function conversationId(input: Parameters<typeof createConversation>[0]): Promise<string> {
  const stored = storedConversationId();
  if (stored) return stored;
  creating ??= createConversation(input)
    .then((conversation) => {
      storeConversationId(conversation.id);
      return conversation.id;
    })
    .finally(() => (creating = undefined));
  return creating;
}

export interface SummaryRequest {
  title: string;
  path: string;
  locale: Locale;
  location: { latitude: number; longitude: number };
}

/**
 * The page's summary: in the stored conversation, or in one created now (only when none is
 * stored). A conversation the server no longer knows (it expires) is replaced once.
 */
export async function summarise(request: SummaryRequest): Promise<Prompt> {
  const conversation = { title: request.title, locale: request.locale, location: request.location };
  const id = await conversationId(conversation);
  try {
    return await sendPrompt(id, request.title, request.path);
  } catch (error) {
    if (!(error instanceof AssistantCallError) || error.code !== 'conversation_not_found' || storedConversationId() !== id) throw error;
    storeConversationId(null);
    return sendPrompt(await conversationId(conversation), request.title, request.path);
  }
}

/** Forgets the stored conversation (tests' clean slate). */
export const forgetConversation = () => storeConversationId(null);
