import 'server-only';
import { env } from '@/lib/env';
import { jsonError } from './responses';

/**
 * Writes from other sites are refused (a form on another site posting a lead, or signing someone
 * out). Browsers say where a request comes from: `Origin` on every POST, and `Sec-Fetch-Site`.
 * A request with neither did not come from a browser page, so no visitor's browser can be made to
 * send it; it goes on to the route's own checks.
 */
export function crossSiteRefusal(request: Request, origins: readonly string[] = env.site.origins): Response | null {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  const sameSite = origin !== null ? origins.includes(origin) : fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
  return sameSite ? null : jsonError(403, 'cross_site_request', 'Requests from other sites are not accepted.');
}

/** A JSON API takes JSON only: a `text/plain` or form body is what a page of another site can send without asking. */
export function nonJsonRefusal(request: Request): Response | null {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' ? null : jsonError(415, 'unsupported_media_type', 'The body must be application/json.');
}
