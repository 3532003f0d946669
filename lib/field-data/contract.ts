import { z } from 'zod';
import { yearSchema } from '@/lib/upstreams/field-view/contract';

/**
 * The contract of our field-data routes (`/api/partners/field-view/*`), for the server that answers
 * them and the browser that calls them. The spec's body also carries `x-partner-authorization`: here
 * the server finds it from the session's user (lib/field-data/connection.ts), so a body that brings
 * one is refused rather than silently trusted or ignored.
 */
export const fieldViewYearsBodySchema = z.strictObject({ years: z.array(yearSchema).min(1).max(10) });
export type FieldViewYearsBody = z.infer<typeof fieldViewYearsBodySchema>;

/** `POST /api/partners/field-view/connection` takes no fields. */
export const fieldViewConnectBodySchema = z.strictObject({});

/** What the connection route answers. */
export const fieldViewConnectionAnswerSchema = z.object({ connected: z.boolean() });
export type FieldViewConnectionAnswer = z.infer<typeof fieldViewConnectionAnswerSchema>;

/** The largest body these routes read. */
export const FIELD_VIEW_BODY_LIMIT = 4 * 1024;

/** Route error codes the UI tells apart. */
export const NOT_CONNECTED = 'field_data_not_connected';
