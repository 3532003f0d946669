import 'server-only';
import type { z } from 'zod';
import { jsonError } from '@/lib/http/responses';
import { errorMessage, log } from '@/lib/log';
import { fetchWithSandbox } from '@/lib/sandbox/hook';

/**
 * How every upstream client calls its service: a timeout on every attempt, retries only when the
 * caller asks (the spec names the few calls that retry), the answer checked (zod for JSON, the
 * content type for files), and every failure turned into an UpstreamError that Route Handlers map
 * to 404/502/504. One log line per call, with the service, operation, status and timing: never
 * URLs (they can hold keys and tokens) or bodies.
 */

export type UpstreamFailure =
  /** No answer within the timeout. */
  | 'timeout'
  /** Connection refused, DNS, TLS… */
  | 'unreachable'
  /** A non-OK HTTP status. */
  | 'status'
  /** 404: the thing asked for does not exist upstream. */
  | 'not_found'
  /** An answer that is not JSON, not the shape the contract promises, or not the content type asked for. */
  | 'malformed'
  /** A well-formed answer saying no (Marketo's `success: false`). */
  | 'rejected';

export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
    /** For timeouts and unreachable hosts: the error's name or the network code (ECONNREFUSED…), never its message (it may quote the URL). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** What a widget's log line says of a failed read: the failure's kind ('unexpected' for a bug, not the service), its status and message. */
export const failureFields = (error: unknown) => ({
  failure: error instanceof UpstreamError ? error.failure : 'unexpected',
  status: error instanceof UpstreamError ? error.status : undefined,
  reason: errorMessage(error),
});

/** The spec's wording for a non-OK answer. */
export const statusMessage = (status: number) => `Server responded with status code: ${status}`;

export interface UpstreamCall {
  service: string;
  /** Names the call in logs, e.g. 'getForm'. */
  operation: string;
  url: string;
  init?: RequestInit;
  /** Per attempt, body included. */
  timeoutMs: number;
  /** Extra attempts after a timeout, an unreachable host, a 5xx or a 429. Default 0. */
  retries?: number;
  /** Pause before retry n (1-based) is `retryDelayMs * 2^(n-1)`. */
  retryDelayMs?: number;
  /** A fetch that adds what a service needs (credentials of an AEM author); the sandbox-aware fetch by default. */
  fetch?: typeof fetch;
}

export interface JsonCall<T> extends UpstreamCall {
  schema: z.ZodType<T>;
}

export interface FileCall extends UpstreamCall {
  /** The content types the answer may have, e.g. /^image\// for a map image. */
  contentType: RegExp;
}

export interface UpstreamFile {
  bytes: ArrayBuffer;
  contentType: string;
}

const retryable = (error: UpstreamError) =>
  error.failure === 'timeout' || error.failure === 'unreachable' || (error.failure === 'status' && ((error.status ?? 0) >= 500 || error.status === 429));

/** The network error's code (ECONNREFUSED, ENOTFOUND…) or name: what went wrong, without the URL its message may quote. */
function networkReason(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
}

/**
 * One attempt: the response of an OK status with its body read by `read` (inside the timeout),
 * or an UpstreamError. `notFoundIsAnswer` lets a 404 through as a response for callers to whom
 * "no such thing" is an answer, not a failure.
 */
async function attempt<B>(call: UpstreamCall, read: (response: Response) => Promise<B>, notFoundIsAnswer = false): Promise<{ response: Response; body: B | null }> {
  const { service, url, init, timeoutMs } = call;
  const doFetch = call.fetch ?? fetchWithSandbox;
  try {
    const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      // undici holds the connection until an unread body is consumed or cancelled (not awaited: it may never settle).
      response.body?.cancel().catch(() => undefined);
      if (response.status === 404 && notFoundIsAnswer) return { response, body: null };
      if (response.status === 404) throw new UpstreamError(service, 'not_found', statusMessage(404), 404);
      throw new UpstreamError(service, 'status', statusMessage(response.status), response.status);
    }
    return { response, body: await read(response) };
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut
      ? new UpstreamError(service, 'timeout', `${service} did not answer within ${timeoutMs} ms`, undefined, 'TimeoutError')
      : new UpstreamError(service, 'unreachable', `${service} could not be reached`, undefined, networkReason(error));
  }
}

/** Runs `once` with the call's retries, and logs the outcome in one line. */
async function withRetries<T>(call: UpstreamCall, once: () => Promise<{ value: T; status: number }>): Promise<T> {
  const { service, operation, retries = 0, retryDelayMs = 250 } = call;
  const started = performance.now();
  for (let attempts = 1; ; attempts++) {
    try {
      const { value, status } = await once();
      log.info('upstream.call', { service, operation, status, attempts, durationMs: Math.round(performance.now() - started) });
      return value;
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError(service, 'unreachable', errorMessage(error));
      if (attempts <= retries && retryable(failure)) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempts - 1)));
        continue;
      }
      log.warn('upstream.failed', {
        service,
        operation,
        failure: failure.failure,
        status: failure.status,
        attempts,
        durationMs: Math.round(performance.now() - started),
      });
      throw failure;
    }
  }
}

function parseJson<T>(call: JsonCall<T>, text: string, status: number): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError(call.service, 'malformed', `${call.service} answered with a body that is not JSON`, status);
  }
  const parsed = call.schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError(call.service, 'malformed', `${call.service} answered in an unexpected shape`, status);
  return parsed.data;
}

/** One upstream call, JSON in and out: resolves with the parsed answer or rejects with an UpstreamError. */
export function requestJson<T>(call: JsonCall<T>): Promise<T> {
  return withRetries(call, async () => {
    const { response, body } = await attempt(call, (answer) => answer.text());
    return { value: parseJson(call, body!, response.status), status: response.status };
  });
}

/** Like requestJson, for a thing that may not exist: a 404 answers null instead of failing. */
export function requestOptionalJson<T>(call: JsonCall<T>): Promise<T | null> {
  return withRetries(call, async () => {
    const { response, body } = await attempt(call, (answer) => answer.text(), true);
    return { value: body === null ? null : parseJson(call, body, response.status), status: response.status };
  });
}

/** A text document that may not exist (an XML sitemap): its text, or null on 404. */
export function requestOptionalText(call: UpstreamCall): Promise<string | null> {
  return withRetries(call, async () => {
    const { response, body } = await attempt(call, (answer) => answer.text(), true);
    return { value: body, status: response.status };
  });
}

/** One upstream call answering a file (a map image): its bytes, once its content type is one asked for. */
export function requestFile(call: FileCall): Promise<UpstreamFile> {
  return withRetries(call, async () => {
    const { response, body } = await attempt(call, async (answer) => {
      const contentType = answer.headers.get('content-type') ?? '';
      if (!call.contentType.test(contentType)) {
        answer.body?.cancel().catch(() => undefined);
        throw new UpstreamError(call.service, 'malformed', `${call.service} answered ${contentType || 'no content type'}`, answer.status);
      }
      return { bytes: await answer.arrayBuffer(), contentType };
    });
    return { value: body!, status: response.status };
  });
}

/**
 * The sandbox-aware fetch with a service's 404 whose body `answerSchema` accepts (its "no such
 * user" or "unknown zip") turned into a 200: the helpers read every 404 as "not found" and cancel
 * its body, yet only that body tells the service's answer from a wrong base URL or a proxy's 404,
 * which stay failures. The body is read within the call's timeout (the signal is in init), so a
 * stalled one still times out. (The call's log line then says 200.)
 */
export function fetchWithNotFoundAnswer(answerSchema: z.ZodType): typeof fetch {
  return async (input, init) => {
    const response = await fetchWithSandbox(input, init);
    if (response.status !== 404) return response;
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not the service's JSON: an ordinary 404.
    }
    const lifted = answerSchema.safeParse(body).success;
    return new Response(text, { status: lifted ? 200 : 404, headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' } });
  };
}

/**
 * A `fetch` for a vendor SDK that reads the answers itself (openid-client): the sandbox hook, the
 * timeout and the same log lines, but the status is the SDK's to judge, so every answer resolves.
 * `operationOf` names each call from its URL.
 */
export function sdkFetch(service: string, timeoutMs: number, operationOf: (url: URL) => string): (url: string, init?: RequestInit) => Promise<Response> {
  return (url, init) => {
    const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const call: UpstreamCall = { service, operation: operationOf(new URL(url)), url, timeoutMs };
    return withRetries(call, async () => {
      try {
        const response = await fetchWithSandbox(url, { ...init, signal });
        return { value: response, status: response.status };
      } catch (error) {
        const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new UpstreamError(service, timedOut ? 'timeout' : 'unreachable', timedOut ? `${service} did not answer within ${timeoutMs} ms` : `${service} could not be reached`, undefined, networkReason(error));
      }
    });
  };
}

/**
 * The Route Handler answer for a failed upstream call: 504 when it timed out, 404 when the thing
 * does not exist, 502 for everything else. Never a 500 and never a stack: unexpected errors are
 * logged and answered as a bad gateway, because the handler's only job was the upstream call.
 */
export function upstreamErrorResponse(error: unknown): Response {
  if (!(error instanceof UpstreamError)) {
    log.error('upstream.unexpected_error', { error: errorMessage(error) });
    return jsonError(502, 'upstream_error', 'The service is not available right now.');
  }
  if (error.failure === 'timeout') return jsonError(504, 'upstream_timeout', error.message);
  if (error.failure === 'not_found') return jsonError(404, 'not_found', error.message);
  return jsonError(502, 'upstream_error', error.message);
}
