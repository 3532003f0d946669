import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';
import { DEFAULT_KEY_PREFIX } from './defaults.mjs';

export interface SharedStoreSettings {
  /** Null: this process keeps the shared state in memory (one instance). */
  redisUrl: string | null;
  keyPrefix: string;
}

export const sharedStoreConfig = envSlice({
  variables: z.object({
    /** Redis that every instance shares (rate limits, revoked sessions, Next's cache): `redis://host:6379` or `rediss://…`. */
    REDIS_URL: z
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Put before every key (the shared store's and Next's cache's), so several sites can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).default(DEFAULT_KEY_PREFIX),
  }),
  settings: (values): SharedStoreSettings => ({ redisUrl: values.REDIS_URL ?? null, keyPrefix: values.REDIS_KEY_PREFIX }),
});
