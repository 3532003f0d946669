import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/env';

/**
 * Where the site sends a browser. A request's Host and X-Forwarded-Host are written by whoever
 * sends it, so they only ever choose among the origins the site is configured with
 * (`env.site.origins`: SITE_URL, TRUSTED_ORIGINS, loopback on a local run), never add one.
 */

/** Whether a Host header value names exactly this origin (default ports included), and nothing more. */
function namesOrigin(host: string, origin: string): boolean {
  // A Host is a name and a port: anything that could carry a user, a path or a query is not one.
  if (host === '' || /[@/\\?#\s]/.test(host)) return false;
  const { protocol } = new URL(origin);
  return URL.canParse(`${protocol}//${host}`) && new URL(`${protocol}//${host}`).origin === origin;
}

/**
 * The origin to build this request's absolute URLs on (the sign-in's redirect_uri, the sandbox
 * provider's page, whether a cookie is Secure): the configured origin that X-Forwarded-Host (set by
 * a proxy in front) or Host names, otherwise SITE_URL's. Its scheme is the configured one, so
 * X-Forwarded-Proto plays no part either. Same-site redirects need no origin: `localRedirect`.
 */
export function requestOrigin(request: Request, origins: readonly string[] = env.site.origins): string {
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  for (const host of [forwardedHost, request.headers.get('host')]) {
    const origin = host ? origins.find((candidate) => namesOrigin(host.toLowerCase(), candidate)) : undefined;
    if (origin) return origin;
  }
  return origins[0]!;
}

/**
 * A redirect to a path of this site, as a relative Location: the browser resolves it against the
 * address it asked, so no header can point it at another host. `path` must already be a checked
 * same-site path (lib/access/redirects).
 */
export function localRedirect(path: string, status: 302 | 303 | 307 = 303): NextResponse {
  return new NextResponse(null, { status, headers: { location: path, 'cache-control': 'no-store' } });
}
