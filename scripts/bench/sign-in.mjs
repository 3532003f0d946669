// @ts-check
/**
 * Pages with access rules are measured signed in: the bench signs a sandbox member in over HTTP,
 * as a browser would (the site's login route, the sandbox provider's sign-in form, the callback),
 * and sends the session cookie with its requests to those pages (and to Lighthouse).
 */
import { describeFetchError } from './http.mjs';

/** Every sandbox demo account's password (lib/sandbox/demo-accounts.ts). */
const SANDBOX_PASSWORD = 'sandbox';

/**
 * The cookies a response sets, merged into `jar` (name -> value; attributes dropped).
 * @param {Map<string, string>} jar
 * @param {Headers} headers
 */
export function keepCookies(jar, headers) {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** @param {Map<string, string>} jar */
export const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * One step of the sign-in: a request answered by a redirect, whose cookies are kept.
 * @param {string | URL} url
 * @param {Map<string, string>} jar
 * @param {RequestInit} [init]
 * @returns {Promise<URL>} where it redirects
 */
async function redirectOf(url, jar, init = {}) {
  let response;
  try {
    response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: cookieHeader(jar) }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(`signing in, ${init.method ?? 'GET'} ${url}: ${describeFetchError(error)}`);
  }
  keepCookies(jar, response.headers);
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) throw new Error(`signing in, ${init.method ?? 'GET'} ${url} answered ${response.status}, not a redirect`);
  return new URL(location, url);
}

/**
 * Signs `email` in on the site at `origin` through the sandbox provider and returns the Cookie
 * header of its session.
 * @param {string} origin
 * @param {string} email
 * @returns {Promise<string>}
 */
export async function signInCookie(origin, email) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  const authorize = await redirectOf(new URL('/api/auth/login?redirectUrl=/', origin), jar);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', email);
  form.set('password', SANDBOX_PASSWORD);
  const callback = await redirectOf(new URL(authorize.pathname, authorize), jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await redirectOf(callback, jar);
  if (jar.size === 0) throw new Error(`signing in as ${email} set no session cookie`);
  return cookieHeader(jar);
}
