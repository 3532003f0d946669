import http from 'node:http';
import type { BrowserContext } from '@playwright/test';
import { baseURL } from '../../../playwright.config';

/** How journeys time a streamed page: the browser's cookies, and when each marker of the body arrived. */

/** The context's cookies as a Cookie header (the signed-in session, for a request made outside the browser). */
export async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

export interface Arrival {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Milliseconds after the request when each marker first appeared in the body. */
  at: Record<string, number>;
  body: string;
}

/** GETs a page as a browser would (with its cookies), noting when each marker first arrives. */
export function arrivals(path: string, cookie: string, markers: Record<string, RegExp>): Promise<Arrival> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const at: Record<string, number> = {};
    let body = '';
    http
      .get(`${baseURL}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } }, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          for (const [name, pattern] of Object.entries(markers)) if (at[name] === undefined && pattern.test(body)) at[name] = performance.now() - started;
        });
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, at, body }));
      })
      .on('error', reject);
  });
}
