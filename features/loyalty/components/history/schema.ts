import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

/**
 * The history blocks' props: only what an editor writes. The rows are the signed-in member's,
 * read for each request; the headings and labels are the spec's, in the messages.
 */

/** `loyalty-history-preview`: the 5 newest transactions, 'Histórico' and a link to the complete history. */
export const historyPreviewSchema = z.object({
  /** Where 'Histórico completo' leads: the complete history's page, a path in the page's locale. */
  completeHistoryHref: hrefSchema.default('/historico'),
});
export type HistoryPreviewProps = z.output<typeof historyPreviewSchema>;

/** `loyalty-history`: the complete history with its search, filters and pages. */
export const completeHistorySchema = z.object({
  /** A heading above the list, for a page whose own title is not the history's. */
  heading: z.string().trim().min(1).optional(),
});
export type CompleteHistoryProps = z.output<typeof completeHistorySchema>;
