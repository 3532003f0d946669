import { z } from 'zod';

/**
 * The flags document (`GET {FLAGS_URL}`): each flag on or off, an allow-list flag with its list of
 * base64-encoded e-mails. The shape the client reads, the sandbox serves and tests change.
 */
export const flagSchema = z.object({
  enabled: z.boolean(),
  /** For allow-list flags: the users' e-mails, lower-cased, UTF-8, base64. */
  allowList: z.array(z.string()).optional(),
});

export const flagsDocumentSchema = z.object({ flags: z.record(z.string().min(1), flagSchema) });

export type FlagsDocument = z.output<typeof flagsDocumentSchema>;
