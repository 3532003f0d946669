import { z } from 'zod';
import { TRIAL_CARD_LIMIT, TRIAL_RADIUS_MILES, trialBrands } from './constants';

/**
 * The contract of our local yield results route (`GET /api/yield-trials`) and of the trial
 * reports, for the server that answers and the browser that calls: the query rules (so the zip
 * prompt checks what the route re-checks), the answers (zod schemas and their types) and the
 * spec's constants. Field names are the spec's (section 3: Trial); the vendor's wire format stays
 * in lib/upstreams/yield-trials/contract.ts.
 */

export { TRIAL_RADIUS_MILES, TRIAL_CARD_LIMIT, trialBrands, type TrialBrand } from './constants';

// ---- Inputs ---------------------------------------------------------------------------------------

/** A US zip code: exactly five digits (ZIP+4 is not asked for). */
export const zipCodeSchema = z.string().regex(/^\d{5}$/, 'must be a five-digit US zip code');
export const trialBrandSchema = z.enum(trialBrands);

/** The route's query. The zip is checked first: its error is the one the prompt shows. */
export const yieldTrialsQuerySchema = z.object({ zip: zipCodeSchema, brand: trialBrandSchema });
export type YieldTrialsQuery = z.output<typeof yieldTrialsQuerySchema>;

/** A report id as it appears in a report path: letters, digits and dashes only, so it is safe in a URL segment. */
export const reportIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'is not a report id');

// ---- Answers --------------------------------------------------------------------------------------

export const coordinatesSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

/** One line of a trial card: 'Top yield' / 'Terralis T1184' / '231.4 bu/A'. Texts as the service words them (en-US). */
export const summaryItemSchema = z.object({ title: z.string(), description: z.string(), value: z.string() });
export type SummaryItem = z.output<typeof summaryItemSchema>;

const trialFields = {
  reportId: reportIdSchema,
  brand: trialBrandSchema,
  /** 'Corn', 'Soybeans'. */
  cropGrown: z.string().min(1),
  /** The plot's town, 'Ames, IA'. */
  locationName: z.string().min(1),
  /** The growing season. */
  year: z.number().int(),
  /** The farm that grew the plot. */
  cooperator: z.string(),
  location: coordinatesSchema,
  summaryItems: z.array(summaryItemSchema),
};

/** A trial card: a plot near the visitor. */
export const trialSchema = z.object({
  ...trialFields,
  /** Great-circle miles from the centre of the visitor's zip, one decimal. */
  distanceMiles: z.number().min(0).max(TRIAL_RADIUS_MILES),
});
export type Trial = z.output<typeof trialSchema>;

/** `GET /api/yield-trials` 200: the nearest trials of the brand, nearest first; none when none is within 200 miles. */
export const yieldTrialsAnswerSchema = z.object({ zip: zipCodeSchema, trials: z.array(trialSchema).max(TRIAL_CARD_LIMIT) });
export type YieldTrialsAnswer = z.output<typeof yieldTrialsAnswerSchema>;

/** One product in a trial's results. */
export const trialEntrySchema = z.object({
  product: z.string(),
  /** The product's brand as printed ('Terralis', or a competitor's). */
  brand: z.string(),
  yieldBuPerAcre: z.number().min(0),
  moisturePercent: z.number().min(0).max(100),
  testWeightLbPerBu: z.number().min(0),
  /** 1 is the highest yield of the plot. */
  rank: z.number().int().positive(),
});
export type TrialEntry = z.output<typeof trialEntrySchema>;

/** A trial's full report (the page at /tools/local-yield-results/[{zip}/]{reportId}). */
export const trialReportSchema = z.object({
  ...trialFields,
  /** Calendar dates, `YYYY-MM-DD`. */
  plantingDate: z.iso.date(),
  harvestDate: z.iso.date(),
  soilType: z.string(),
  tillage: z.string(),
  previousCrop: z.string(),
  /** By rank, best first. */
  entries: z.array(trialEntrySchema),
});
export type TrialReport = z.output<typeof trialReportSchema>;
