/**
 * `GET /favicon.ico`: browsers and crawlers ask for it whatever the page's `<link rel="icon">` says
 * (Chromium does after some history navigations); the site's icon is `app/icon.svg`. A permanent
 * redirect instead of a 404 in every console and log.
 */
export const dynamic = 'force-static';

export function GET() {
  // A relative Location: the answer is built once, at build time, for every host the site has.
  return new Response(null, { status: 308, headers: { location: '/icon.svg' } });
}
