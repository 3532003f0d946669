import { SANDBOX_ORIGIN } from './origin';

/**
 * The one way upstream clients (lib/upstreams) reach the sandbox. A call to a URL on the sandbox
 * origin is answered in-process by the sandbox's handlers: nothing listens while `next build`
 * prerenders, and the server need not know its own address. The sandbox (MSW and its data) is
 * loaded only when first called, so a production server with real upstreams never loads it.
 */

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

export const isSandboxUrl = (url: string) => url.startsWith(`${SANDBOX_ORIGIN}/`);

/** `fetch`, with sandbox URLs answered in-process. */
export async function fetchWithSandbox(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!isSandboxUrl(urlOf(input))) return fetch(input, init);
  return (await import('./fetch')).sandboxFetch(input, init);
}

/** Where a browser reaches a URL an upstream client was given: the sandbox is `/sandbox/...` on the site's own origin. */
export function browserUrl(url: URL, siteOrigin: string): string {
  return url.origin === SANDBOX_ORIGIN ? `${siteOrigin}/sandbox${url.pathname}${url.search}` : url.toString();
}
