import { z } from 'zod';
import { envSlice, timeoutMs } from '@/lib/env-slice';

export interface CoursesSettings {
  /** The courses service's base URL. Null: no service (the gallery shows its error, course pages fail). */
  baseUrl: string | null;
  timeoutMs: number;
}

export const coursesConfig = envSlice({
  variables: z.object({
    /** The agronomy courses service (its `/v1/courses` API); the sandbox's when unset and the sandbox is on. */
    COURSES_URL: z.url().optional(),
    COURSES_TIMEOUT_MS: timeoutMs(5000),
  }),
  settings: (values, { sandbox, sandboxUrl }): CoursesSettings => ({
    baseUrl: values.COURSES_URL ?? (sandbox ? sandboxUrl('/courses') : null),
    timeoutMs: values.COURSES_TIMEOUT_MS,
  }),
});
