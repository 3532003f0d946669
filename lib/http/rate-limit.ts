import 'server-only';
import { env } from '@/lib/env';
import { errorMessage, log } from '@/lib/log';
import { sharedStore } from '@/lib/shared-store';
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';
import { jsonError } from './responses';

/**
 * Per-client limits on what anyone can call: public writes (a lead reaches a sales team; each
 * costs an upstream call) and secret checks (guessing the preview or webhook secret). Counted by
 * client address (server.mjs sets it) in the shared store, so every instance counts together.
 * When the store cannot be reached the request goes on, logged: a limit that locks the site when
 * Redis hiccups would do more harm than the abuse it stops.
 */

export interface RateLimit {
  /** Names the counter: each limit counts apart. */
  name: string;
  limit: number;
  windowMs: number;
}

const clientOf = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
const counterOf = (request: Request, rule: RateLimit) => `rate:${rule.name}:${clientOf(request)}`;

function tooManyRequests(resetInMs: number): Response {
  const response = jsonError(429, 'too_many_requests', 'Too many requests. Try again in a moment.');
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
  return response;
}

async function counted(request: Request, rule: RateLimit, count: (store: ReturnType<typeof sharedStore>, key: string) => Promise<{ count: number; resetInMs: number } | null>) {
  try {
    const window = await count(sharedStore(), counterOf(request, rule));
    return window && window.count > rule.limit ? tooManyRequests(window.resetInMs) : null;
  } catch (error) {
    log.warn('rate_limit.unavailable', { limit: rule.name, error: errorMessage(error) });
    return null;
  }
}

/** Counts this request against `rule`: the 429 to answer once the client is over it, else null. */
export function rateLimited(request: Request, rule: RateLimit): Promise<Response | null> {
  return counted(request, rule, (store, key) => store.hit(key, rule.windowMs));
}

/**
 * For a route behind a secret: null when the request may go on. A client past its wrong secrets
 * of the window gets a 429 even with the right one, so guessing gains nothing; a wrong secret is
 * counted and answered `wrong` (the route's 401).
 */
export async function secretRefusal(request: Request, name: string, secretIsRight: boolean, wrong: () => Response): Promise<Response | null> {
  const rule = rateLimits.secretFailures(name);
  const blocked = await counted(request, rule, (store, key) => store.peek(key));
  if (blocked) return blocked;
  if (secretIsRight) return null;
  return (await counted(request, rule, (store, key) => store.hit(key, rule.windowMs))) ?? wrong();
}

/** The limits of this site, from the environment (lib/http/config.ts). */
export const rateLimits = {
  /** Lead submits and other public writes, per client. */
  publicWrites: (name: string): RateLimit => ({ name, limit: env.rateLimits.writesPerMinute, windowMs: 60_000 }),
  /** Wrong secrets (preview, publish webhook), per client, before every attempt is refused for the window. */
  secretFailures: (name: string): RateLimit => ({ name, limit: env.rateLimits.secretFailuresPerWindow, windowMs: env.rateLimits.secretWindowMs }),
};
