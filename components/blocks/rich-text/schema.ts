import { z } from 'zod';

/** Editor HTML (AEM's text component stores HTML). It is sanitised when rendered, never trusted. */
export const richTextSchema = z.object({
  html: z.string().trim().min(1),
});

export type RichTextProps = z.output<typeof richTextSchema>;
