// @ts-check
// What `npm run start:cluster` is asked for, read from the environment and checked before anything
// starts: every problem at once, each naming its variable.
import { randomBytes } from 'node:crypto';

export const DEFAULT_CLUSTER_SIZE = 3;
/** More would not fit one trial machine, and production runs its instances elsewhere anyway. */
export const MAX_CLUSTER_SIZE = 16;
/** lib/auth's rule for SESSION_SECRET. */
const MIN_SECRET_LENGTH = 32;

/**
 * @typedef {object} ClusterSettings
 * @property {number} size how many instances
 * @property {string} host where the balancer listens (HOSTNAME)
 * @property {number} port where the balancer listens (PORT)
 * @property {string | null} redisUrl REDIS_URL; null: the cluster starts its own redis-server
 * @property {number | null} redisPort CLUSTER_REDIS_PORT for that redis-server; null: a free port
 * @property {number | null} firstInstancePort CLUSTER_INSTANCE_PORT; null: free ports
 * @property {string} sessionSecret shared by every instance
 * @property {boolean} sessionSecretGenerated made up for this run (sandbox only)
 * @property {number} trustedProxies TRUSTED_PROXIES each instance is given: the balancer, plus those in front of it
 * @property {string[]} trustedOrigins TRUSTED_ORIGINS each instance is given
 */

/**
 * @param {string | undefined} value
 * @param {{ name: string, fallback: number | null, min: number, max: number }} rule
 * @param {string[]} problems
 */
function wholeNumber(value, { name, fallback, min, max }, problems) {
  if (value === undefined || value === '') return fallback;
  if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
  problems.push(`${name}: must be a whole number from ${min} to ${max} (got "${value}")`);
  return fallback;
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|::1|\[::1\])$/;

/**
 * The origins a browser reaches the balancer on: its own, and on loopback every name of this
 * machine. The instances listen elsewhere, so they must be told these are theirs too (sign-in's
 * redirect_uri, same-site checks; lib/http/site-config.ts).
 * @param {string} host
 * @param {number} port
 */
export function balancerOrigins(host, port) {
  if (LOOPBACK.test(host)) return ['localhost', '127.0.0.1', '[::1]'].map((name) => `http://${name}:${port}`);
  return [`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`];
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ randomSecret?: () => string }} [options]
 * @returns {{ ok: true, settings: ClusterSettings } | { ok: false, problems: string[] }}
 */
export function clusterSettings(env, { randomSecret = () => randomBytes(48).toString('base64url') } = {}) {
  /** @type {string[]} */
  const problems = [];
  const size = wholeNumber(env.CLUSTER_SIZE, { name: 'CLUSTER_SIZE', fallback: DEFAULT_CLUSTER_SIZE, min: 1, max: MAX_CLUSTER_SIZE }, problems) ?? DEFAULT_CLUSTER_SIZE;
  const port = wholeNumber(env.PORT, { name: 'PORT', fallback: 3000, min: 1, max: 65_535 }, problems) ?? 3000;
  const redisPort = wholeNumber(env.CLUSTER_REDIS_PORT, { name: 'CLUSTER_REDIS_PORT', fallback: null, min: 1, max: 65_535 }, problems);
  const firstInstancePort = wholeNumber(env.CLUSTER_INSTANCE_PORT, { name: 'CLUSTER_INSTANCE_PORT', fallback: null, min: 1, max: 65_535 - MAX_CLUSTER_SIZE }, problems);
  const outerProxies = wholeNumber(env.TRUSTED_PROXIES, { name: 'TRUSTED_PROXIES', fallback: 0, min: 0, max: 9 }, problems) ?? 0;
  const host = env.HOSTNAME || '127.0.0.1';

  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\/[^/]/.test(redisUrl)) problems.push('REDIS_URL: must be a redis:// or rediss:// URL');
  if (redisUrl && redisPort !== null) problems.push('CLUSTER_REDIS_PORT: only for the redis-server the cluster starts; REDIS_URL is set');

  if (firstInstancePort !== null && port >= firstInstancePort && port < firstInstancePort + size) {
    problems.push(`PORT: ${port} is one of the instances' ports (CLUSTER_INSTANCE_PORT ${firstInstancePort} to ${firstInstancePort + size - 1})`);
  }

  const sandbox = env.SANDBOX !== 'off';
  let sessionSecret = env.SESSION_SECRET ?? '';
  const sessionSecretGenerated = sessionSecret === '' && sandbox;
  if (sessionSecretGenerated) sessionSecret = randomSecret();
  else if (sessionSecret === '') problems.push('SESSION_SECRET: required with SANDBOX=off, the same on every instance (e.g. openssl rand -base64 48)');
  else if (sessionSecret.length < MIN_SECRET_LENGTH) problems.push(`SESSION_SECRET: must be at least ${MIN_SECRET_LENGTH} characters`);

  const given = (env.TRUSTED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const trustedOrigins = [...new Set([...given, ...balancerOrigins(host, port)])];

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    settings: { size, host, port, redisUrl, redisPort, firstInstancePort, sessionSecret, sessionSecretGenerated, trustedProxies: outerProxies + 1, trustedOrigins },
  };
}
