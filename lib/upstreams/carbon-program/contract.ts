import { z } from 'zod';

/**
 * The carbon programme service's wire format (spec §3, §7: `GET carbon-program/{id}`), shared by
 * the client and its sandbox. A participant's answer lists their fields, each with its four kinds
 * of document; a user who does not take part is a 404 whose body says `not-participant`. Fields we
 * do not read are optional.
 */

/** Sent from the server only. */
export const API_KEY_HEADER = 'x-api-key';

export const programPath = (userId: string) => `/carbon-program/${encodeURIComponent(userId)}`;

/** One document as the service sends it: its status word (the service's, mapped by the site) and where its PDF is, relative to the service. */
export const documentWireSchema = z.object({
  status: z.string().min(1),
  pathPdf: z.string().regex(/^\/[\w\-/.]+\.pdf$/),
  name: z.string().optional(),
  updatedAt: z.string().optional(),
});

export type DocumentWire = z.infer<typeof documentWireSchema>;

/** The four kinds of document, in the order of the programme's journey. */
export const documentKinds = ['contracts', 'socioenvironmentalAnalysis', 'soilAnalysis', 'managementPlans'] as const;

export type DocumentKind = (typeof documentKinds)[number];

/** Each kind is absent or null until the programme has produced it. */
export const fieldDocumentsWireSchema = z.object({
  contracts: documentWireSchema.nullish(),
  socioenvironmentalAnalysis: documentWireSchema.nullish(),
  soilAnalysis: documentWireSchema.nullish(),
  managementPlans: documentWireSchema.nullish(),
}) satisfies z.ZodType<Partial<Record<DocumentKind, unknown>>>;

export const fieldWireSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  areaHectares: z.number().nonnegative().optional(),
  documents: fieldDocumentsWireSchema,
});

export type FieldWire = z.infer<typeof fieldWireSchema>;

export const programAnswerSchema = z.object({
  id: z.string().min(1),
  fields: z.array(fieldWireSchema),
});

export type ProgramAnswer = z.infer<typeof programAnswerSchema>;

/** The service's error body; its 404 with `not-participant` is the answer "this user takes no part". */
export const vendorErrorSchema = z.object({ error: z.string(), message: z.string().optional() });

export type VendorError = z.infer<typeof vendorErrorSchema>;

export const NOT_PARTICIPANT = 'not-participant';

export const notParticipantSchema = vendorErrorSchema.extend({ error: z.literal(NOT_PARTICIPANT) });
