// @ts-check
// Who is asking, as far as this server can tell: the address rate limits count by. server.mjs
// sets it on every request in CLIENT_ADDRESS_HEADER, replacing whatever a client sent there, so
// Route Handlers read an address no client can choose.

export const CLIENT_ADDRESS_HEADER = 'x-terralis-client-address';

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) -> `10.0.0.1`. @param {string} address */
const plain = (address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address: the socket's peer, or, behind `trustedProxies` proxies of ours (a load
 * balancer, a CDN), the address the outermost of them saw. Each proxy appends the address it got
 * the request from to X-Forwarded-For, so only the last `trustedProxies` entries are ours; anything
 * before them was written by the client and is never believed.
 * @param {{ socket: { remoteAddress?: string }, headers: import('node:http').IncomingHttpHeaders }} req
 * @param {number} trustedProxies
 */
export function clientAddressOf(req, trustedProxies) {
  const peer = plain(req.socket.remoteAddress ?? 'unknown');
  if (trustedProxies <= 0) return peer;
  const forwarded = [req.headers['x-forwarded-for'] ?? []].flat().join(',').split(',').map((entry) => plain(entry.trim())).filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? peer;
}

/**
 * TRUSTED_PROXIES: how many proxies of ours stand in front of this server (0 when browsers reach
 * it directly, the default). Null when the value is not a whole number from 0 to 10.
 * @param {string | undefined} value
 */
export function parseTrustedProxies(value) {
  if (value === undefined || value === '') return 0;
  return /^(?:\d|10)$/.test(value) ? Number(value) : null;
}
