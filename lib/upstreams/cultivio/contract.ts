import { z } from 'zod';
import { seedQualityMessageSchema, seedQualityResultSchema } from '@/lib/seed-quality/contract';

/**
 * Cultivio, the seed analysis partner, as this site calls it (spec §7). Every call carries the
 * key in an `x-api-key` header; a wrong or missing key is a 401 `{ message }`.
 *
 * `GET {CULTIVIO_API_URL}/corn-batch?seedGroupCode={code}`
 *   200 the batch's quality report `{ hybrid, grade, germinationPower, recommendedPlate, doubles,
 *   failures, pureSeed, dav }` (percentages 0-100), or `{ message }` for a code it has no batch for.
 *   400 `{ message }`: a code missing or not of letters, digits and dashes.
 *
 * Fields this site does not read are allowed (zod strips them).
 */

export const CORN_BATCH_PATH = '/corn-batch';
export const API_KEY_HEADER = 'x-api-key';

/** A 200's body: a report, or a message (spec §5: the widget reads that as a failure). */
export const cornBatchAnswerSchema = z.union([seedQualityMessageSchema, seedQualityResultSchema]);
/** A 400's body, passed on whole (spec §7): its message and whatever else the vendor says. */
export const cornBatchErrorSchema = seedQualityMessageSchema.loose();
