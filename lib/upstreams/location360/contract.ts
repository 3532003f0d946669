import { z } from 'zod';

/**
 * Location360, the geocoder behind the postal-code seed widget (spec §7), as this site calls it.
 * Every call carries the key in an `x-api-key` header; a wrong or missing key is a 401 `{ message }`.
 *
 * `POST {LOCATION360_API_URL}/postcodes/search?postCode={five digits}`
 *   200 a GeoJSON FeatureCollection of the Brazilian postcode areas (CEP prefixes) that match:
 *   `{ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point',
 *   coordinates: [longitude, latitude] }, properties: { postcode, postcode_name } }] }`; no
 *   features for a prefix it does not know.
 *   400 `{ message }`: a postCode that is not five digits.
 */

export const POSTCODE_SEARCH_PATH = '/postcodes/search';
export const API_KEY_HEADER = 'x-api-key';

export const postcodeFeatureSchema = z.object({
  type: z.literal('Feature').optional(),
  geometry: z.object({ coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }),
  properties: z.object({ postcode: z.string().optional(), postcode_name: z.string().min(1) }),
});
export type PostcodeFeature = z.output<typeof postcodeFeatureSchema>;

export const postcodeSearchAnswerSchema = z.object({ type: z.literal('FeatureCollection').optional(), features: z.array(postcodeFeatureSchema) });
export type PostcodeSearchAnswer = z.output<typeof postcodeSearchAnswerSchema>;
