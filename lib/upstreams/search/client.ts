import 'server-only';
import { env } from '@/lib/env';
import type { SearchAnswer, SearchQuery } from '@/lib/search/contract';
import { fetchWithSandbox, isSandboxUrl } from '@/lib/sandbox/hook';
import { requestJson, statusMessage, UpstreamError } from '../http';
import type { SearchSettings } from './config';
import { API_KEY_HEADER, refusalMessages, searchAnswerWireSchema, searchRequestQuery, SEARCH_PATH, vendorErrorSchema, type RefusalMessage } from './contract';
import { offerSearchFeed } from './feed';
import { siteSearchFeed } from './site-feed';

/**
 * The site search service (its wire format in ./contract.ts): the only code that speaks its
 * shapes. Not retried: a visitor typing sends the next search anyway.
 */

const SERVICE = 'search';

/**
 * The service refused the visitor's input with one of the spec's messages (§8): our route's 400
 * with the message as its code, not a failure of the service. Still an UpstreamError, so whatever
 * does not know it treats it as one.
 */
export class SearchRefusal extends UpstreamError {
  constructor(
    readonly refusal: RefusalMessage,
    status: number,
  ) {
    super(SERVICE, 'status', statusMessage(status), status);
    this.name = 'SearchRefusal';
  }
}

const isRefusal = (message: string): message is RefusalMessage => (refusalMessages as readonly string[]).includes(message);

/**
 * The sandbox-aware fetch, reading the body of an error answer for the spec's refusals: the
 * helper cancels error bodies, yet only the message tells a refused input from a broken service.
 * Any other error answer goes on to the helper as it came.
 */
async function refusalAwareFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetchWithSandbox(input, init);
  if (response.ok) return response;
  // Read within the call's timeout (the signal is in init): a stalled body still times out.
  const text = await response.text();
  let message: string | undefined;
  try {
    message = vendorErrorSchema.safeParse(JSON.parse(text)).data?.message;
  } catch {
    // Not the service's JSON: an ordinary error answer.
  }
  if (message !== undefined && isRefusal(message)) throw new SearchRefusal(message, response.status);
  return new Response(text, { status: response.status, headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' } });
}

/** Matches of the query in the locale's pages and products, best first; `total` null when the service does not count. */
async function query({ q, type, size, from, locale }: SearchQuery, settings: SearchSettings = env.search): Promise<SearchAnswer> {
  if (!settings.baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No search service is configured.');
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  // The sandbox's index is handed the site's pages and products here (it cannot import them: ./feed.ts).
  if (isSandboxUrl(`${baseUrl}/`)) offerSearchFeed(siteSearchFeed);
  const answer = await requestJson({
    service: SERVICE,
    operation: 'search',
    url: `${baseUrl}${SEARCH_PATH}?${searchRequestQuery({ q, type, size, from, locale })}`,
    init: { headers: { accept: 'application/json', ...(settings.apiKey ? { [API_KEY_HEADER]: settings.apiKey } : {}) } },
    schema: searchAnswerWireSchema,
    timeoutMs: settings.timeoutMs,
    fetch: refusalAwareFetch,
  });
  return {
    // Never more, nor another kind, than asked for, whatever the service sends.
    results: answer.results
      .filter((hit) => !type || hit.type === type)
      .slice(0, size)
      .map((hit) => ({ type: hit.type, navigationPath: hit.navigationPath, id: hit.id, title: hit.title })),
    total: answer.total ?? null,
  };
}

export const search = { query };
