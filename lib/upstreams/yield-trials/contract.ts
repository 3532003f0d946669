import { z } from 'zod';
import { trialBrands } from '@/lib/yield-trials/contract';

/**
 * The Local Yield Results service (the trial-plot data behind /tools/local-yield-results), as this
 * site calls it. Every call carries the key in an `x-api-key` header; a wrong or missing key is a
 * 401 `{ error: 'unauthorized', message }`.
 *
 * `GET {YIELD_TRIALS_API_URL}/trials?brand={brand}&zip={zip}&radiusMiles=200&limit={n}[&crop={crop}]`
 *   200 `{ zip, origin: { latitude, longitude }, trials: [{ reportId, brand, cropGrown, locationName,
 *   year, cooperator, location: { latitude, longitude }, distanceMiles, summaryItems: [{ title,
 *   description, value }] }] }`: the brand's trials within `radiusMiles` (default 200, at most 500)
 *   of the zip's centre, nearest first (great-circle miles, one decimal; ties by reportId), at most
 *   `limit` (default 10, 1-50); `origin` is the zip's centre. `crop` ('Corn', 'Soybeans') narrows
 *   them to one crop.
 *   400 `{ error: 'invalid-brand' | 'invalid-zipcode' | 'invalid-crop' | 'invalid-request', message }`
 *   (a zip that is not five digits, a brand or crop it does not know, a radius or limit out of range).
 *   404 `{ error: 'zipcode-not-found', message }`: a well-formed zip it has no place for.
 *
 * `GET {YIELD_TRIALS_API_URL}/trials/{reportId}`
 *   200 the trial's full report: the trial's fields (no distance) plus `plantingDate`,
 *   `harvestDate` (`YYYY-MM-DD`), `soilType`, `tillage`, `previousCrop` and `entries: [{ product,
 *   brand, yieldBuPerAcre, moisturePercent, testWeightLbPerBu, rank }]`, best rank first.
 *   404 `{ error: 'report-not-found', message }`.
 *
 * Fields this site does not read are allowed (zod strips them). The sandbox answers the same
 * shapes from these schemas.
 */

export const TRIALS_PATH = '/trials';
export const reportPath = (reportId: string) => `${TRIALS_PATH}/${encodeURIComponent(reportId)}`;

/** The key header. */
export const API_KEY_HEADER = 'x-api-key';

export const vendorErrorCodes = ['unauthorized', 'invalid-brand', 'invalid-zipcode', 'invalid-crop', 'invalid-request', 'zipcode-not-found', 'report-not-found'] as const;
export type VendorErrorCode = (typeof vendorErrorCodes)[number];

export const vendorErrorSchema = z.object({ error: z.string(), message: z.string().optional() });
export type VendorError = { error: VendorErrorCode; message: string };

/** The query's limits. */
export const MAX_RADIUS_MILES = 500;
export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 10;

export interface TrialsQuery {
  brand: string;
  zip: string;
  radiusMiles: number;
  limit: number;
  crop?: string;
}

/** The query string of a trials search, in the order the vendor documents it. */
export function trialsQuery({ brand, zip, radiusMiles, limit, crop }: TrialsQuery): URLSearchParams {
  const query = new URLSearchParams({ brand, zip, radiusMiles: String(radiusMiles), limit: String(limit) });
  if (crop) query.set('crop', crop);
  return query;
}

const point = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

export const summaryItemWire = z.object({ title: z.string(), description: z.string(), value: z.string() });

const trialWireFields = {
  reportId: z.string().min(1),
  brand: z.enum(trialBrands),
  cropGrown: z.string().min(1),
  locationName: z.string().min(1),
  year: z.number().int(),
  cooperator: z.string(),
  location: point,
  summaryItems: z.array(summaryItemWire),
};

export const trialWireSchema = z.object({ ...trialWireFields, distanceMiles: z.number().min(0) });
export type TrialWire = z.output<typeof trialWireSchema>;

export const trialsAnswerSchema = z.object({ zip: z.string(), origin: point, trials: z.array(trialWireSchema) });
export type TrialsAnswer = z.output<typeof trialsAnswerSchema>;

export const entryWireSchema = z.object({
  product: z.string(),
  brand: z.string(),
  yieldBuPerAcre: z.number().min(0),
  moisturePercent: z.number().min(0).max(100),
  testWeightLbPerBu: z.number().min(0),
  rank: z.number().int().positive(),
});

export const reportAnswerSchema = z.object({
  ...trialWireFields,
  plantingDate: z.iso.date(),
  harvestDate: z.iso.date(),
  soilType: z.string(),
  tillage: z.string(),
  previousCrop: z.string(),
  entries: z.array(entryWireSchema),
});
export type ReportAnswer = z.output<typeof reportAnswerSchema>;
