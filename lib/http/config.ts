import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';

export interface RateLimitSettings {
  writesPerMinute: number;
  secretFailuresPerWindow: number;
  secretWindowMs: number;
}

const count = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

export const rateLimitConfig = envSlice({
  variables: z.object({
    /** Public writes (lead submits, farm profiles) one client may make per minute. */
    RATE_LIMIT_WRITES_PER_MINUTE: count(10),
    /** Wrong preview or webhook secrets one client may send per window before every attempt is refused. */
    RATE_LIMIT_SECRET_FAILURES: count(5),
    RATE_LIMIT_SECRET_WINDOW_S: z.coerce.number().int().min(1).max(24 * 3600).default(15 * 60),
  }),
  settings: (values): RateLimitSettings => ({
    writesPerMinute: values.RATE_LIMIT_WRITES_PER_MINUTE,
    secretFailuresPerWindow: values.RATE_LIMIT_SECRET_FAILURES,
    secretWindowMs: values.RATE_LIMIT_SECRET_WINDOW_S * 1000,
  }),
});
