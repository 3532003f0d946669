import 'server-only';
import type { z } from 'zod';
import { jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';

/**
 * How every upstream client calls its service: a timeout on every attempt, retries only when the
 * caller asks (the spec names the few calls that retry), the answer parsed by zod, and every
 * failure turned into an UpstreamError that Route Handlers map to 404/502/504. One log line per
 * call, with the service, operation, status and timing: never URLs (they can hold tokens) or bodies.
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
  /** An answer that is not JSON or not the shape the contract promises. */
  | 'malformed'
  /** A well-formed answer saying no (Marketo's `success: false`). */
  | 'rejected';

export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** The spec's wording for a non-OK answer. */
export const statusMessage = (status: number) => `Server responded with status code: ${status}`;

export interface UpstreamCall<T> {
  service: string;
  /** Names the call in logs, e.g. 'getForm'. */
  operation: string;
  url: string;
  init?: RequestInit;
  schema: z.ZodType<T>;
  timeoutMs: number;
  /** Extra attempts after a timeout, an unreachable host, a 5xx or a 429. Default 0. */
  retries?: number;
  /** Pause before retry n (1-based) is `retryDelayMs * 2^(n-1)`. */
  retryDelayMs?: number;
}

/**
 * Calls inside the sandbox origin are answered in-process by the sandbox's handlers: nothing
 * listens while `next build` prerenders, and the server need not know its own address. The
 * sandbox (MSW and its data) is loaded only when first used.
 */
export async function upstreamFetch(url: string, init?: RequestInit): Promise<Response> {
  if (!url.startsWith(`${SANDBOX_ORIGIN}/`)) return fetch(url, init);
  return (await import('@/lib/sandbox/fetch')).sandboxFetch(url, init);
}

const retryable = (error: UpstreamError) =>
  error.failure === 'timeout' || error.failure === 'unreachable' || (error.failure === 'status' && ((error.status ?? 0) >= 500 || error.status === 429));

async function attempt<T>(call: UpstreamCall<T>): Promise<{ value: T; status: number }> {
  const { service, url, init, schema, timeoutMs } = call;
  let response: Response;
  let text: string;
  try {
    response = await upstreamFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut
      ? new UpstreamError(service, 'timeout', `${service} did not answer within ${timeoutMs} ms`)
      : new UpstreamError(service, 'unreachable', `${service} could not be reached`);
  }
  if (response.status === 404) throw new UpstreamError(service, 'not_found', statusMessage(404), 404);
  if (!response.ok) throw new UpstreamError(service, 'status', statusMessage(response.status), response.status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError(service, 'malformed', `${service} answered with a body that is not JSON`, response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError(service, 'malformed', `${service} answered in an unexpected shape`, response.status);
  return { value: parsed.data, status: response.status };
}

/** One upstream call, JSON in and out: resolves with the parsed answer or rejects with an UpstreamError. */
export async function requestJson<T>(call: UpstreamCall<T>): Promise<T> {
  const { service, operation, retries = 0, retryDelayMs = 250 } = call;
  const started = performance.now();
  for (let attempts = 1; ; attempts++) {
    try {
      const { value, status } = await attempt(call);
      log.info('upstream.call', { service, operation, status, attempts, durationMs: Math.round(performance.now() - started) });
      return value;
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError(service, 'unreachable', String(error));
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

/**
 * The Route Handler answer for a failed upstream call: 504 when it timed out, 404 when the thing
 * does not exist, 502 for everything else. Never a 500 and never a stack: unexpected errors are
 * logged and answered as a bad gateway, because the handler's only job was the upstream call.
 */
export function upstreamErrorResponse(error: unknown): Response {
  if (!(error instanceof UpstreamError)) {
    log.error('upstream.unexpected_error', { error: error instanceof Error ? error.message : String(error) });
    return jsonError(502, 'upstream_error', 'The service is not available right now.');
  }
  if (error.failure === 'timeout') return jsonError(504, 'upstream_timeout', error.message);
  if (error.failure === 'not_found') return jsonError(404, 'not_found', error.message);
  return jsonError(502, 'upstream_error', error.message);
}
