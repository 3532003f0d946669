import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { getPage } from '@/lib/cms/pages';
import { parseLocalizedPath } from '@/lib/cms/paths';
import type { RateLimit } from '@/lib/http/rate-limit';
import { jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { sharedStore } from '@/lib/shared-store';
import { assistantAvailable, summarise, type Summary, type SummaryRequest } from '@/lib/upstreams/assistant/client';
import { UpstreamError, upstreamErrorResponse } from '@/lib/upstreams/http';
import {
  conversationSchema,
  localeSchema,
  promptSchema,
  sourceSchema,
  summarisedName,
  type AssistantErrorCode,
  type Conversation,
  type CreateConversation,
  type FeedbackRequest,
  type Prompt,
  type PromptRequest,
} from './contract';
import { pageText } from './page-text';

/**
 * The summary panel's conversations, prompts and feedback (lib/assistant/contract.ts), kept in the
 * shared store so that any instance answers any step. A conversation and its prompts last 24 hours
 * from the conversation's start; the visitor's location is checked by the contract but not kept
 * (a summary does not depend on it). A page's summary is made once per version of its text and
 * kept 24 hours for every visitor: the pages that can be summarised bound what the model costs,
 * whoever asks.
 */

export const ASSISTANT_TTL_MS = 24 * 60 * 60 * 1000;

/** The rate-limit counters of the routes: each public write's per-minute limit, and the prompts' hourly one. */
export const assistantLimits = {
  conversations: 'assistant-conversation',
  prompts: 'assistant-prompt',
  feedback: 'assistant-feedback',
  /** A prompt may cost a model call: a reader asks for a few summaries an hour, a script for thousands. */
  promptsPerHour: { name: 'assistant-prompt-hour', limit: 20, windowMs: 60 * 60 * 1000 } satisfies RateLimit,
};

/** A refusal with its status and code, answered as JSON by `assistantRoute`. */
export class AssistantRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: AssistantErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AssistantRefusal';
  }
}

/** The shared store failed: the conversation cannot be read or kept. */
class StoreUnavailable extends Error {
  constructor(readonly reason: string) {
    super('The shared store cannot be reached.');
    this.name = 'StoreUnavailable';
  }
}

const conversationNotFound = () => new AssistantRefusal(404, 'conversation_not_found', 'There is no such conversation, or it has expired.');
const promptNotFound = () => new AssistantRefusal(404, 'prompt_not_found', 'There is no such prompt in this conversation, or it has expired.');
const pageNotFound = () => new AssistantRefusal(404, 'page_not_found', 'There is no published page at this path.');

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keys = {
  conversation: (id: string) => `assistant:conversation:${id}`,
  prompt: (id: string) => `assistant:prompt:${id}`,
  /** What the model is sent decides the summary: an edit of the page is a new key. */
  summary: ({ locale, source, kind, title, text }: SummaryRequest) =>
    `assistant:summary:${locale}:${source.url}:${createHash('sha256').update(JSON.stringify([kind, title, text])).digest('hex')}`,
};

/** The store's failures as StoreUnavailable (the name only: a Redis message may quote its URL). */
async function stored<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new StoreUnavailable(error instanceof Error ? error.name : 'unknown');
  }
}

const put = (key: string, value: unknown, ttlMs: number, options?: { ifAbsent?: boolean }) => stored(() => sharedStore().put(key, JSON.stringify(value), ttlMs, options));

/** The JSON under `key` if `schema` takes it; null when absent, expired or unreadable (never trusted as stored). */
async function read<T>(key: string, schema: z.ZodType<T>): Promise<T | null> {
  const value = await stored(() => sharedStore().get(key));
  if (value === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    // Read as unreadable below.
  }
  log.warn('assistant.unreadable_record', { key: key.split(':').slice(0, 2).join(':') });
  return null;
}

const storedConversationSchema = conversationSchema.extend({ locale: localeSchema });
type StoredConversation = z.output<typeof storedConversationSchema>;

const summarySchema = z.object({ text: z.string().min(1), sources: z.array(sourceSchema) });

/** Milliseconds the conversation has left; its prompts end with it. */
const timeLeft = (conversation: StoredConversation) => Date.parse(conversation.createdDate) + ASSISTANT_TTL_MS - Date.now();

async function liveConversation(id: string): Promise<StoredConversation> {
  const conversation = ID.test(id) ? await read(keys.conversation(id), storedConversationSchema) : null;
  if (!conversation || timeLeft(conversation) <= 0) throw conversationNotFound();
  return conversation;
}

function requireAssistant() {
  if (!assistantAvailable()) throw new AssistantRefusal(503, 'assistant_unavailable', 'Summaries are not available.');
}

/** Starts a conversation. */
export async function createConversation({ title, locale }: CreateConversation): Promise<Conversation> {
  requireAssistant();
  const conversation: StoredConversation = { id: randomUUID(), createdDate: new Date().toISOString(), title, locale };
  // A random id is new; ifAbsent makes sure no one else's is overwritten.
  if (!(await put(keys.conversation(conversation.id), conversation, ASSISTANT_TTL_MS, { ifAbsent: true }))) throw new Error('A conversation id was taken.');
  return { id: conversation.id, createdDate: conversation.createdDate, title: conversation.title };
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

// Visitors asking for the same summary at once wait for one model call (per instance).
const summariesUnderWay = new Map<string, Promise<Summary>>();

/** The page's summary from the store, or made now and kept for every visitor. */
async function cachedSummary(request: SummaryRequest): Promise<Summary> {
  const key = keys.summary(request);
  const cached = await read(key, summarySchema);
  if (cached) return cached;
  let underWay = summariesUnderWay.get(key);
  if (!underWay) {
    underWay = (async () => {
      const summary = await summarise(request);
      await put(key, summary, ASSISTANT_TTL_MS, { ifAbsent: true });
      return summary;
    })().finally(() => summariesUnderWay.delete(key));
    summariesUnderWay.set(key, underWay);
  }
  return underWay;
}

/**
 * Answers a summary question about a published article or product page of the site, from the
 * page's own text (the CMS's, never the visitor's): the name asked about must be the page's title.
 */
export async function askForSummary(conversationId: string, { questionText, path }: PromptRequest): Promise<Prompt> {
  requireAssistant();
  const conversation = await liveConversation(conversationId);
  const target = parseLocalizedPath(path);
  if (!target) throw pageNotFound();
  const page = await getPage(target.locale, target.path);
  // Published pages only: a draft (an editor's preview) is not public, nor is a page with access rules.
  if (!page || page.isDraft || page.properties.access) throw pageNotFound();
  const { pageType: kind, title } = page.properties;
  if (kind !== 'article' && kind !== 'product') throw new AssistantRefusal(400, 'not_summarisable', 'Only articles and products are summarised.');
  if (!sameName(summarisedName(questionText) ?? '', title)) throw new AssistantRefusal(400, 'question_mismatch', "The question does not name this page's title.");
  const text = pageText(page.childNodes);
  if (!text) throw new AssistantRefusal(400, 'not_summarisable', 'The page has no text to summarise.');

  const url = `/${target.locale}${page.path === '/' ? '' : page.path}`;
  const summary = await cachedSummary({ kind, title, text, locale: target.locale, source: { title, url } });
  const prompt: Prompt = {
    id: randomUUID(),
    conversationId: conversation.id,
    createdDate: new Date().toISOString(),
    questionText,
    responseText: summary.text,
    sources: summary.sources,
    feedback: null,
  };
  const ttlMs = timeLeft(conversation);
  if (ttlMs <= 0) throw conversationNotFound();
  if (!(await put(keys.prompt(prompt.id), prompt, ttlMs, { ifAbsent: true }))) throw new Error('A prompt id was taken.');
  return prompt;
}

/** Keeps the visitor's rating (and comment) of a prompt of this conversation. */
export async function giveFeedback(conversationId: string, promptId: string, { rating, comment }: FeedbackRequest): Promise<Prompt> {
  const conversation = await liveConversation(conversationId);
  const prompt = ID.test(promptId) ? await read(keys.prompt(promptId), promptSchema) : null;
  if (!prompt || prompt.conversationId !== conversation.id) throw promptNotFound();
  const updated: Prompt = { ...prompt, feedback: { rating, ...(comment !== undefined && { comment }) } };
  const ttlMs = timeLeft(conversation);
  if (ttlMs <= 0) throw conversationNotFound();
  await put(keys.prompt(prompt.id), updated, ttlMs);
  // Ids and the rating only: the comment is the visitor's own words.
  log.info('assistant.feedback', { promptId: prompt.id, conversationId: conversation.id, rating });
  return updated;
}

/** What a failure is answered with: the refusal's code, 503 without a store, 502/504 for the model (never a 500). */
export function assistantErrorResponse(error: unknown): Response {
  if (error instanceof AssistantRefusal) return jsonError(error.status, error.code, error.message);
  if (error instanceof StoreUnavailable) {
    log.warn('assistant.store_unavailable', { reason: error.reason });
    return jsonError(503, 'store_unavailable', 'Conversations cannot be kept right now.');
  }
  // The service's 404 is a model or address it lacks: our configuration, not a missing thing of the visitor's.
  if (error instanceof UpstreamError && error.failure === 'not_found') return jsonError(502, 'upstream_error', error.message);
  return upstreamErrorResponse(error);
}

/** Runs a route's work: its answer, or its failure as JSON; either way `private, no-store`. */
export async function assistantRoute(work: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await work();
  } catch (error) {
    response = assistantErrorResponse(error);
  }
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
