import { z } from 'zod';
import { imageSchema } from '@/lib/cms/block-fields';

export const imageBlockSchema = imageSchema.extend({
  caption: z.string().trim().min(1).optional(),
});

export type ImageBlockProps = z.output<typeof imageBlockSchema>;
