import 'server-only';
import { env } from '@/lib/env';
import { createMemoryStore } from './memory';
import { createRedisStore } from './redis';
import type { SharedStore } from './store';

export type { SharedStore, WindowCount } from './store';

// On globalThis: Route Handlers and pages are separate bundles, and each would get its own copy.
const holder = globalThis as typeof globalThis & { __terralisSharedStore?: SharedStore };

/** The process's shared store: Redis when `REDIS_URL` is set, memory otherwise. */
export function sharedStore(): SharedStore {
  holder.__terralisSharedStore ??= env.sharedStore.redisUrl
    ? createRedisStore({ url: env.sharedStore.redisUrl, keyPrefix: env.sharedStore.keyPrefix })
    : createMemoryStore();
  return holder.__terralisSharedStore;
}
