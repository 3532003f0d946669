import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { requestJson, UpstreamError } from '../http';
import type { AssistantSettings } from './config';
import { CHAT_COMPLETIONS_PATH, chatCompletionSchema, SOURCE_END, SOURCE_START, summaryMessages, type ChatCompletionRequest, type SummaryKind } from './contract';

/**
 * The AI assistant (an OpenAI-compatible chat-completions API, its wire format in ./contract.ts):
 * the only code that speaks its shapes. It summarises one page of the site from the page's own
 * text. What it sends is bounded (cost, and a page's text is not ours to leak whole), and what it
 * answers is untrusted plain text, cleaned and bounded before anyone renders it.
 */

const SERVICE = 'assistant';

/** About 3,000 words: any article's body, at a bounded cost per summary. */
export const SOURCE_MAX_CHARS = 12_000;
export const TITLE_MAX_CHARS = 200;
/** Far more than 120 words; a model that rambles is cut here. */
export const SUMMARY_MAX_CHARS = 4_000;
/** About 120 words in any of our languages (Portuguese and Spanish take more tokens per word), with room to finish a sentence. */
const MAX_TOKENS = 400;

/** The page a summary is made of, as the visitor can open it. */
export interface SummarySource {
  title: string;
  /** http(s), or a path of this site starting with '/'. */
  url: string;
}

export interface SummaryRequest {
  kind: SummaryKind;
  title: string;
  /** The page's text from the CMS. */
  text: string;
  locale: Locale;
  source: SummarySource;
}

export interface Summary {
  /** Plain text (line breaks between paragraphs): render it as text, never as HTML. */
  text: string;
  /** The page itself when its link is safe to show: a completion names no sources of its own. */
  sources: SummarySource[];
}

/** C0 and C1 controls but tab, line feed and carriage return (handled as whitespace), and the bidi overrides that make text read other than it is stored. */
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/** At most `max` characters, cut at the last whitespace (a single longer word is cut where it must be), `ellipsis` included. */
export function cutAtWord(text: string, max: number, ellipsis = ''): string {
  if (text.length <= max) return text;
  const room = max - ellipsis.length;
  // One character more: when it is a space, the cut falls right at the limit.
  const head = text.slice(0, room + 1);
  const lastSpace = head.search(/\s\S*$/);
  let cut = lastSpace > 0 ? head.slice(0, lastSpace) : text.slice(0, room);
  // Never half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd() + ellipsis;
}

/** The page's text as sent: no controls, no delimiter the prompt uses, whitespace collapsed (one line break between paragraphs), bounded. */
export function boundedSource(text: string): string {
  const normalised = text
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS, '')
    .replaceAll(SOURCE_START, ' ')
    .replaceAll(SOURCE_END, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();
  return cutAtWord(normalised, SOURCE_MAX_CHARS);
}

/** A title as sent: one line, no controls, bounded. */
export function boundedTitle(title: string): string {
  return cutAtWord(title.replace(CONTROLS, '').replace(/\s+/g, ' ').trim(), TITLE_MAX_CHARS);
}

/** The model's answer as shown: plain text without controls, one blank line at most between paragraphs, bounded; null when nothing is left. */
export function summaryText(content: string | null): string | null {
  if (content === null) return null;
  const text = content
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS, '')
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? cutAtWord(text, SUMMARY_MAX_CHARS, '…') : null;
}

/** A link a page may show: http(s), or a path of this site ('//host' and '/\host' are other hosts to a browser). */
export function isLinkableUrl(url: string): boolean {
  // (search, not test: CONTROLS is global, and test would remember where it stopped.)
  if (/^\/(?![/\\])\S*$/.test(url)) return url.search(CONTROLS) === -1;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A summary of one page, in the locale's language. No retries: a model's failures are rarely
 * brief, a retry would double the visitor's wait (20 s per attempt) and the cost, and the panel
 * is optional (the visitor can ask again).
 */
export async function summarise(request: SummaryRequest, settings: AssistantSettings = env.assistant): Promise<Summary> {
  if (!settings.baseUrl || !settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No assistant is configured.');
  const title = boundedTitle(request.title);
  const source = boundedSource(request.text);
  // Refused before any call: a model asked about nothing makes something up.
  if (!source) throw new UpstreamError(SERVICE, 'rejected', 'The page has no text to summarise.');
  const body: ChatCompletionRequest = {
    model: settings.model,
    messages: summaryMessages({ kind: request.kind, title, source, locale: request.locale }),
    temperature: 0,
    max_tokens: MAX_TOKENS,
  };
  const answer = await requestJson({
    service: SERVICE,
    operation: 'summarise',
    url: `${settings.baseUrl.replace(/\/+$/, '')}${CHAT_COMPLETIONS_PATH}`,
    init: {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    },
    schema: chatCompletionSchema,
    timeoutMs: settings.timeoutMs,
  });
  const text = summaryText(answer.choices[0]!.message.content);
  if (!text) throw new UpstreamError(SERVICE, 'malformed', `${SERVICE} answered without a summary`, 200);
  const sourceUrl = request.source.url.trim();
  return {
    text,
    sources: isLinkableUrl(sourceUrl) ? [{ title: boundedTitle(request.source.title) || title, url: sourceUrl }] : [],
  };
}

/** The assistant as features use it. */
export const assistant = { summarise };

/** Whether summaries can be offered: a service is configured (or the sandbox stands in). */
export const assistantAvailable = (settings: AssistantSettings = env.assistant) => settings.baseUrl !== null && settings.apiKey !== null;
