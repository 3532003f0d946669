import { z } from 'zod';
import { withFlatImages } from '@/lib/cms/block-fields';
import { carouselItemFields } from '../carousel/schema';

/** Text an editor may leave empty: '' and absent both mean "none". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** A carousel item (heading, overline, text, image, button fields) with an optional short tab label; the tab shows the heading when it has none. */
export const tabbedCarouselItemSchema = withFlatImages(z.object({ ...carouselItemFields, tabLabel: optionalText }));

/**
 * The spec sets no maximum number of tabs, so none is enforced: the tab list scrolls sideways
 * when the tabs do not fit.
 */
export const tabbedCarouselSchema = z.object({
  /** The block's h2, which also names the carousel; the locale's "Featured topics" names it when absent. */
  heading: optionalText,
  items: z.array(tabbedCarouselItemSchema).min(1),
});

export type TabbedCarouselItem = z.output<typeof tabbedCarouselItemSchema>;
export type TabbedCarouselProps = z.output<typeof tabbedCarouselSchema>;
