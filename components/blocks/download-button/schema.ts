import { z } from 'zod';
import { hrefSchema } from '@/lib/cms/block-fields';

/**
 * A file served by this site (`public/downloads/...`). The browser only honours `download` for
 * same-origin files, so external URLs, anchors, mailto: and tel: are refused.
 */
const sitePathSchema = hrefSchema.refine((href) => href.startsWith('/'), 'must be a file path on this site, e.g. /downloads/aurora-pro-bula.pdf');

export const downloadButtonSchema = z.object({
  label: z.string().trim().min(1),
  file: sitePathSchema,
  /** Shown beside the label, e.g. "PDF". */
  format: z.string().trim().min(1).optional(),
  /** Size in bytes; shown in the locale's units, e.g. "1,2 MB". */
  sizeBytes: z.number().int().positive().optional(),
});

export type DownloadButtonProps = z.output<typeof downloadButtonSchema>;
