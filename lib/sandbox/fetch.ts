import { getResponse, type RequestHandler } from 'msw';
import { errorMessage, log } from '@/lib/log';
import { sandboxHandlers } from './handlers';

/**
 * The fixed start of a handler's absolute URL, lower-cased (MSW matches paths without regard to
 * case): the part before its first parameter or wildcard. Empty, so always a candidate, for a
 * handler matched some other way (a relative path, a RegExp or a custom predicate).
 */
export function fixedPathStart(handler: RequestHandler): string {
  const path: unknown = (handler.info as { path?: unknown }).path;
  if (typeof path !== 'string' || !/^[a-z][a-z\d+\-.]*:\/\//i.test(path)) return '';
  const afterScheme = path.indexOf('://') + 3;
  const variable = path.slice(afterScheme).search(/[:*]/);
  return (variable === -1 ? path : path.slice(0, afterScheme + variable)).toLowerCase();
}

/**
 * The handlers that could answer `url`, in MSW's order (its first match still wins). MSW parses
 * the request (URL match, cookies) once per handler it tries, which with every fake service's
 * handlers cost about 1.5 ms per call, some 16 ms of CPU for a loyalty page's dozen calls; a
 * handler whose fixed start the URL does not begin with cannot match and is not tried.
 */
export function handlersFor(handlers: readonly { handler: RequestHandler; start: string }[], url: string): RequestHandler[] {
  const target = url.toLowerCase();
  return handlers.filter(({ start }) => target.startsWith(start)).map(({ handler }) => handler);
}

const indexedHandlers = sandboxHandlers.map((handler) => ({ handler, start: fixedPathStart(handler) }));

/**
 * `fetch` for URLs on the sandbox origin, answered in-process by the sandbox's MSW handlers. Used
 * by the upstream clients (nothing listens while `next build` prerenders) and by the `/sandbox`
 * Route Handler. Like fetch, it rejects with the signal's reason when the caller aborts.
 */
export async function sandboxFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const { signal } = request;
  signal.throwIfAborted();
  const answer = getResponse(handlersFor(indexedHandlers, request.url), request).then(
    (response) => response ?? Response.json({ error: 'not_found', message: 'The sandbox has no such endpoint.' }, { status: 404 }),
    (error: unknown) => {
      if (signal.aborted) throw signal.reason;
      // A bug in a fake service answers like a broken upstream would, and says what happened in the log.
      log.error('sandbox.handler_failed', { path: new URL(request.url).pathname, error: errorMessage(error) });
      return Response.json({ error: 'sandbox_error', message: 'The sandbox failed to answer.' }, { status: 500 });
    },
  );
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
