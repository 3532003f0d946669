import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';

export interface SharedStoreSettings {
  /** Null: this process keeps the shared state in memory (one instance). */
  redisUrl: string | null;
  keyPrefix: string;
}

export const sharedStoreConfig = envSlice({
  variables: z.object({
    /** Redis that every instance shares (rate limits, revoked sessions): `redis://host:6379` or `rediss://…`. */
    REDIS_URL: z
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).default('terralis:'),
  }),
  settings: (values): SharedStoreSettings => ({ redisUrl: values.REDIS_URL ?? null, keyPrefix: values.REDIS_KEY_PREFIX }),
});
