import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

/**
 * The `loyalty-recommended-services` block: which list (the member's own recommendations, or the
 * programme's featured services), an optional heading (the list's own otherwise) and where the
 * empty state's button goes (spec: /mi-impulso by default). The services are the member's: the
 * block reads them per request, on pages with access rules.
 */
export const recommendedServicesSchema = z.object({
  list: z.enum(['personal', 'featured']).default('personal'),
  heading: z.string().trim().min(1).optional(),
  emptyActionHref: hrefSchema.default('/mi-impulso'),
});

export type RecommendedServicesBlockProps = z.output<typeof recommendedServicesSchema>;
