import { z } from 'zod';

/**
 * The seed quality lookup's contract, shared by `GET /api/partners/cultivio/corn-batch` and the
 * `seed-quality-search` block (spec §3, §5, §7, §8). The route passes Cultivio's answers through
 * as they are, so these shapes are the vendor's too.
 */

/** Our route (spec §7). The spec writes it with a trailing slash; the browser calls it without one, which Next serves without a redirect. */
export const CORN_BATCH_ROUTE = '/api/partners/cultivio/corn-batch';

/** A batch code as the vendor prints it on the bag: letters, digits and dashes. */
export const SEED_GROUP_CODE_MAX_LENGTH = 32;
export const seedGroupCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(SEED_GROUP_CODE_MAX_LENGTH)
  .regex(/^[A-Za-z0-9-]+$/)
  .transform((code) => code.toUpperCase());

/** A batch's quality report (spec §3 "Seed quality result"); percentages are 0-100. */
export const seedQualityResultSchema = z.object({
  hybrid: z.string().min(1),
  grade: z.string(),
  /** Percentage of seeds that germinate. */
  germinationPower: z.number().min(0).max(100),
  /** The planter plate recommended for this seed size. */
  recommendedPlate: z.string(),
  /** Doubles (two seeds per cell) in the plate test, as a percentage. */
  doubles: z.number().min(0).max(100),
  /** Failures (empty cells) in the plate test, as a percentage. */
  failures: z.number().min(0).max(100),
  /** Pure seed, as a percentage of the sample's weight. */
  pureSeed: z.number().min(0).max(100),
  /** The batch's analysis date (DAV), as the vendor writes it. */
  dav: z.string(),
});
export type SeedQualityResult = z.output<typeof seedQualityResultSchema>;

/** Any answer carrying a message: the vendor's "no such batch", its 400 body, or our route's own failures. */
export const seedQualityMessageSchema = z.object({ message: z.string() });
export type SeedQualityMessage = z.output<typeof seedQualityMessageSchema>;

/** What the route answers, whatever its status: a result, or an object containing 'message' (spec §5: a failure). */
export const seedQualityAnswerSchema = z.union([seedQualityMessageSchema, seedQualityResultSchema]);
export type SeedQualityAnswer = z.output<typeof seedQualityAnswerSchema>;

/** The spec's messages (§7, §8), spelt as it spells them. */
export const UNKNOWN_ERROR_MESSAGE = 'Unkown error';
export const EXCEPTION_MESSAGE = 'Error';

/** Spec §5: a result containing 'message' counts as failure. */
export const isSeedQualityFailure = (answer: SeedQualityAnswer): answer is SeedQualityMessage => 'message' in answer;
