// @ts-check
// The load balancer of `npm run start:cluster`: HAProxy's configuration, written for each run.

/** The cheap endpoint every instance answers while it can serve (app/api/health/route.ts). */
export const HEALTH_PATH = '/api/health';
/** The response header naming the instance that answered: only the balancer sets it. */
export const SERVED_BY_HEADER = 'x-served-by';
/** What server.mjs reads as the client's address (lib/http/client-address.mjs); never the client's to say. */
const CLIENT_ADDRESS_HEADER = 'x-terralis-client-address';

/**
 * @typedef {{ name: string, host: string, port: number }} Upstream
 */

/** `::1` -> `[::1]` (HAProxy reads `::1:3000` as an address without a port). @param {string} host */
const addressOf = (host) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * HAProxy's configuration: round-robin over the instances, each checked on HEALTH_PATH every
 * second and left out after two failures; a GET whose instance dies before answering is sent to
 * another (writes never are: replaying a form post is not safe); every request carries the
 * address HAProxy got it from in X-Forwarded-For, which the instances trust (TRUSTED_PROXIES).
 * @param {{ host: string, port: number, instances: readonly Upstream[] }} options
 */
export function haproxyConfig({ host, port, instances }) {
  if (instances.length === 0) throw new Error('a balancer needs at least one instance');
  const names = new Set(instances.map((instance) => instance.name));
  if (names.size !== instances.length) throw new Error('instance names must differ');
  for (const { name } of instances) if (!/^[\w-]+$/.test(name)) throw new Error(`"${name}" cannot name an HAProxy server`);
  return [
    'global',
    // One thread: on a small machine the instances need the cores, and one thread forwards plenty.
    '    nbthread 1',
    '    maxconn 4096',
    // Instances going down or up, and HAProxy's own problems; not every request.
    '    log stderr format short local0 notice',
    '',
    'defaults',
    '    mode http',
    '    log global',
    '    option dontlognull',
    '    timeout connect 5s',
    '    timeout client 60s',
    '    timeout server 60s',
    '    timeout http-request 10s',
    '    timeout http-keep-alive 4s',
    '    retries 3',
    '    option redispatch 1',
    '    retry-on conn-failure empty-response',
    '',
    'frontend site',
    `    bind ${addressOf(host)}:${port}`,
    `    http-request del-header ${CLIENT_ADDRESS_HEADER}`,
    '    option forwardfor',
    '    default_backend instances',
    '',
    'backend instances',
    '    balance roundrobin',
    // Only a GET or HEAD goes to another instance after it was sent: a write may have been done.
    '    http-request disable-l7-retry if !METH_GET',
    '    option httpchk',
    `    http-check send meth GET uri ${HEALTH_PATH} ver HTTP/1.1 hdr host localhost`,
    '    http-check expect status 200',
    '    default-server check inter 1s fall 2 rise 1',
    `    http-response set-header ${SERVED_BY_HEADER} %s`,
    ...instances.map(({ name, host: instanceHost, port: instancePort }) => `    server ${name} ${addressOf(instanceHost)}:${instancePort}`),
    '',
  ].join('\n');
}
