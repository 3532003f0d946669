import { z } from 'zod';
import { documentKinds } from '@/lib/upstreams/carbon-program/contract';
import { documentStatuses } from './status';

/**
 * The carbon programme as `GET /api/carbon-program/{id}` answers it and the journey page renders
 * it: the participant's fields, each with the documents the programme has produced so far.
 */

export { documentKinds, type DocumentKind } from '@/lib/upstreams/carbon-program/contract';

export const carbonDocumentSchema = z.object({
  kind: z.enum(documentKinds),
  status: z.enum(documentStatuses),
  /** Our own route that serves its PDF to the signed-in participant only. */
  pdfHref: z.string().startsWith('/api/carbon-program/'),
});

export type CarbonDocument = z.infer<typeof carbonDocumentSchema>;

export const carbonFieldSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  areaHectares: z.number().nonnegative().optional(),
  /** Only the documents that exist, in the journey's order. */
  documents: z.array(carbonDocumentSchema),
});

export type CarbonField = z.infer<typeof carbonFieldSchema>;

/** `participant: false`: the user takes no part in the programme (the journey page sends them to /area-logada). */
export const carbonProgramAnswerSchema = z.discriminatedUnion('participant', [
  z.object({ participant: z.literal(true), fields: z.array(carbonFieldSchema) }),
  z.object({ participant: z.literal(false) }),
]);

export type CarbonProgramAnswer = z.infer<typeof carbonProgramAnswerSchema>;

/** Where the participant's PDF of one document is served (`app/api/carbon-program/[id]/documents/...`). */
export const documentPdfHref = (userId: string, fieldId: string, kind: (typeof documentKinds)[number]) =>
  `/api/carbon-program/${encodeURIComponent(userId)}/documents/${encodeURIComponent(fieldId)}/${kind}`;
