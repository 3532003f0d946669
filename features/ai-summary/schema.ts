import { z } from 'zod';

/**
 * The `ai-summary` block's props. What it summarises is the page it is on: its title, type
 * (article or product) and path come from the page, so an editor only places it.
 */
export const aiSummarySchema = z.object({}).strict();

export type AiSummaryBlockProps = z.infer<typeof aiSummarySchema>;
