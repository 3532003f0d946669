import type { APIRequestContext, APIResponse } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { HOSTILE_HOSTS, staysOn } from '../hostile-hosts';
import { expect, test } from './support/fixtures';

/**
 * Every redirect the site answers, asked with a hostile Host or X-Forwarded-Host: the browser is
 * only ever sent to a path of the site or to one of its configured origins (SITE_URL, here the
 * build's http://localhost:3000, and the loopback address the server listens on), never to the
 * host the request named.
 */

const SITE_ORIGINS = ['http://localhost:3000', new URL(baseURL).origin];
const siteHost = new URL(baseURL).host;

/** The requests that answer a redirect, each as a browser would make it. */
const redirects: [string, (request: APIRequestContext, headers: Record<string, string>) => Promise<APIResponse>][] = [
  ['the sign-in start', (request, headers) => request.get('/api/auth/login?redirectUrl=%2Fpt-BR%2Farea-logada', { headers, maxRedirects: 0 })],
  ['a cancelled sign-in', (request, headers) => request.get('/api/auth/callback?error=access_denied', { headers, maxRedirects: 0 })],
  ['logout', (request, headers) => request.post('/api/auth/logout', { headers, form: { redirectUrl: '/es-AR' }, maxRedirects: 0 })],
  ['the preview link', (request, headers) => request.get('/api/preview?secret=sandbox-preview-secret&path=/pt-BR/campanhas', { headers, maxRedirects: 0 })],
  ['leaving preview', (request, headers) => request.post('/api/preview/exit', { headers, form: { path: '/pt-BR/campanhas' }, maxRedirects: 0 })],
  ['the locale negotiation of /', (request, headers) => request.get('/', { headers, maxRedirects: 0 })],
  ['a trailing slash', (request, headers) => request.get('/pt-BR/', { headers, maxRedirects: 0 })],
  ['a guarded page, signed out', (request, headers) => request.get('/pt-BR/area-logada', { headers, maxRedirects: 0 })],
  ['a guarded page behind flags, signed out', (request, headers) => request.get('/es-AR/finanzas', { headers, maxRedirects: 0 })],
];

for (const [name, ask] of redirects) {
  test(`${name} never leaves the site's origins, whatever Host or X-Forwarded-Host says`, async ({ request }) => {
    for (const host of HOSTILE_HOSTS) {
      const variants: Record<string, string>[] = [{ host }, { host: siteHost, 'x-forwarded-host': host }, { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https' }];
      for (const headers of variants) {
        const response = await ask(request, headers);
        expect(response.status(), `${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(300);
        expect(response.status(), `${JSON.stringify(headers)}`).toBeLessThan(400);
        const location = response.headers().location ?? null;
        expect(SITE_ORIGINS.some((origin) => staysOn(location, origin)), `${JSON.stringify(headers)} -> ${location}`).toBe(true);
        // The sign-in's callback address, which the provider sends the code to, too.
        const redirectUri = location && URL.canParse(location) ? new URL(location).searchParams.get('redirect_uri') : null;
        if (redirectUri) expect(SITE_ORIGINS).toContain(new URL(redirectUri).origin);
      }
    }
  });
}
