import { env } from '@/lib/env';
import { jsonError, readBodyBytes } from '@/lib/http/responses';
import { BODY_LIMITS } from '@/lib/http/request-policy.mjs';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';

/**
 * The sandbox over HTTP: `/sandbox/<path>` is handed to the same MSW handlers the upstream clients
 * reach in-process at `${SANDBOX_ORIGIN}/<path>`. Browsers (a provider's sign-in page) and
 * Playwright use it; with `SANDBOX=off` it does not exist.
 */
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  if (!env.sandbox) return jsonError(404, 'not_found', 'Not found.');
  const url = new URL(request.url);
  const target = `${SANDBOX_ORIGIN}${url.pathname.replace(/^\/sandbox/, '')}${url.search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readBodyBytes(request, BODY_LIMITS.sandbox) : undefined;
  if (body === null) return jsonError(413, 'payload_too_large', `The body must be at most ${BODY_LIMITS.sandbox} bytes.`);
  const { sandboxFetch } = await import('@/lib/sandbox/fetch');
  return sandboxFetch(target, { method: request.method, headers: request.headers, body, signal: request.signal });
}

export { handle as DELETE, handle as GET, handle as HEAD, handle as PATCH, handle as POST, handle as PUT };
