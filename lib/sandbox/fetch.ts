import { getResponse } from 'msw';
import { errorMessage, log } from '@/lib/log';
import { sandboxHandlers } from './handlers';

/**
 * `fetch` for URLs on the sandbox origin, answered in-process by the sandbox's MSW handlers. Used
 * by the upstream clients (nothing listens while `next build` prerenders) and by the `/sandbox`
 * Route Handler. Like fetch, it rejects with the signal's reason when the caller aborts.
 */
export async function sandboxFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const { signal } = request;
  signal.throwIfAborted();
  const answer = getResponse(sandboxHandlers, request).then(
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
