/**
 * `GET /api/health` -> 200 `{ "status": "ok" }` while this instance can answer requests. A load
 * balancer asks it every few seconds (scripts/cluster.mjs's haproxy), so it does no work: no
 * upstream, no Redis, no cache. An instance whose upstreams or Redis are down still serves pages;
 * taking it out of rotation would not help anyone.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
