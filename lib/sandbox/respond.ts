import { HttpResponse } from 'msw';

/** Answers the sandbox's own endpoints share. */

export const notFound = (what = 'Not found') => HttpResponse.json({ error: 'not_found', message: what }, { status: 404 });

export const badRequest = (message: string, details?: unknown) =>
  HttpResponse.json({ error: 'invalid_request', message, ...(details === undefined ? {} : { details }) }, { status: 400 });

/** A JSON body, or undefined when the body is missing or not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** Resolves after `ms`, or rejects as soon as the caller gives up on the request. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
