import { z } from 'zod';

/** A container whose child blocks stay hidden until the visitor asks; labels default to the locale's. */
export const toggleShowSchema = z.object({
  showLabel: z.string().trim().min(1).optional(),
  hideLabel: z.string().trim().min(1).optional(),
});

export type ToggleShowProps = z.output<typeof toggleShowSchema>;
