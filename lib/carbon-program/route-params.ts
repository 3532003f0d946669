import { z } from 'zod';
import { jsonError } from '@/lib/http/responses';
import { documentKinds } from '@/lib/upstreams/carbon-program/contract';
import { UpstreamError } from '@/lib/upstreams/http';

/** The user id in the address of `GET /api/carbon-program/{id}`: the identity provider's subject. */
export const carbonUserIdSchema = z.string().regex(/^[\w.@-]{1,128}$/);

/** `GET /api/carbon-program/{id}/documents/{fieldId}/{kind}`. */
export const documentParamsSchema = z.object({
  id: carbonUserIdSchema,
  fieldId: z.string().regex(/^[\w-]{1,128}$/),
  kind: z.enum(documentKinds),
});

/**
 * The routes' `recover`: the programme answers "not a participant" in its own words (the client
 * reads them), so any other 404 from it, or one for a file its own answer named, is the service
 * failing (502), not a missing thing of ours.
 */
export const notFoundIsFailure = (error: unknown): Response | null =>
  error instanceof UpstreamError && error.failure === 'not_found' ? jsonError(502, 'upstream_error', error.message) : null;
