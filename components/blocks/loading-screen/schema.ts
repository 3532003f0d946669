import { z } from 'zod';

/** A full-area loading state; the title defaults to the locale's "Loading…", subtitles rotate. */
export const loadingScreenSchema = z.object({
  title: z.string().trim().min(1).optional(),
  subtitles: z.array(z.string().trim().min(1)).default([]),
});

export type LoadingScreenProps = z.output<typeof loadingScreenSchema>;
