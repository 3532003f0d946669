import { z } from 'zod';

/**
 * The planting advisory's routes (`/api/planting-advisory`), shared by the routes and the UI:
 * the spec's constants (discovery spec §5, §9), the farms answer and the saved advisory.
 */

/** Expected yield (t/ha): 0 to 15 in steps of 0.1, 8 by default (spec §5, §9: "Preceon default amount 8"). */
export const AMOUNT_MIN = 0;
export const AMOUNT_MAX = 15;
export const AMOUNT_STEP = 0.1;
export const DEFAULT_AMOUNT = 8;

/** Spec §5: Neutro, El Niño, La Niña (names of the phenomenon in every locale). */
export const climaticYears = ['Neutro', 'El Niño', 'La Niña'] as const;
export type ClimaticYear = (typeof climaticYears)[number];

/** Water in the ground, percent (spec §5, §9). */
export const waterInGroundOptions = [30, 50, 70] as const;
export type WaterInGround = (typeof waterInGroundOptions)[number];

export const fieldSchema = z.object({
  name: z.string().min(1),
  /** Hectares. */
  area: z.number().nonnegative(),
  owner: z.string(),
  isBestOption: z.boolean(),
});
export type Field = z.infer<typeof fieldSchema>;

export const farmSchema = z.object({ name: z.string().min(1), fields: z.array(fieldSchema) });
export type Farm = z.infer<typeof farmSchema>;

/** A calendar date, `yyyy-MM-dd` (what is stored; the screen shows dd/MM/yyyy). */
export const isoDateSchema = z.iso.date();

/** What 'save for next' keeps for the user: the advisory's choices (spec §3's advisory state). */
export const savedAdvisorySchema = z
  .object({
    farm: z.string().min(1).max(200),
    field: z.string().min(1).max(200),
    date: isoDateSchema,
    climaticYear: z.enum(climaticYears),
    waterInGround: z.union(waterInGroundOptions.map((value) => z.literal(value))),
    amount: z.number().min(AMOUNT_MIN).max(AMOUNT_MAX),
  })
  .strict();
export type SavedAdvisory = z.infer<typeof savedAdvisorySchema>;

/** `GET /api/planting-advisory`: the signed-in user's farms, whether their field-data account is connected, what they saved. */
export const advisoryAnswerSchema = z.object({
  connected: z.boolean(),
  farms: z.array(farmSchema),
  saved: savedAdvisorySchema.nullable(),
});
export type AdvisoryAnswer = z.infer<typeof advisoryAnswerSchema>;
