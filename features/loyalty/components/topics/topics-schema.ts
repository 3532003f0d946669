import { z } from 'zod';

/**
 * The `loyalty-topics` block (topics of interest / content for you): an optional heading (the
 * locale's otherwise). Its articles and the member's interests are read per request, on pages with
 * access rules.
 */
export const topicsSchema = z.object({
  heading: z.string().trim().min(1).optional(),
});

export type TopicsBlockProps = z.output<typeof topicsSchema>;
