/**
 * Postal codes and our location route's address without zod (./visitor-place.ts has the answer's
 * schema): what the browser's location store imports, so the islands carry no parser library.
 */

export const visitorCountries = ['US', 'BR', 'AR'] as const;
export type VisitorCountry = (typeof visitorCountries)[number];

/**
 * Each country's postal code as a visitor types it: US a 5-digit ZIP, BR an 8-digit CEP with an
 * optional dash after the 5th digit, AR the 4 digits of the old code (what people know; the CPA's
 * letters are not asked for).
 */
const postalCodeRules: Record<VisitorCountry, RegExp> = {
  US: /^\d{5}$/,
  BR: /^(\d{5})-?(\d{3})$/,
  AR: /^\d{4}$/,
};

/**
 * The postal code as the country writes it (BR '13083-970', with the dash), or null when it is not
 * one. Spaces around it are forgiven; anything else is not guessed at.
 */
export function normalisePostalCode(country: VisitorCountry, code: string): string | null {
  const trimmed = code.trim();
  const match = postalCodeRules[country].exec(trimmed);
  if (!match) return null;
  return country === 'BR' ? `${match[1]}-${match[2]}` : trimmed;
}

export const postalCodeIsValid = (country: VisitorCountry, code: string): boolean => normalisePostalCode(country, code) !== null;

/** Our own route's URL for a postal code or a position (what the browser fetches). */
export function locationPath(query: { country: VisitorCountry; postalCode: string } | { latitude: number; longitude: number }): string {
  const params: Record<string, string> =
    'postalCode' in query ? { country: query.country, postalCode: query.postalCode } : { latitude: String(query.latitude), longitude: String(query.longitude) };
  return `/api/location?${new URLSearchParams(params)}`;
}

/** A place as `GET /api/location` answers it (lib/location/visitor-place.ts has its schema). */
export interface VisitorPlaceAnswer {
  latitude: number;
  longitude: number;
  postalCode: string;
  country: VisitorCountry;
  locality: string;
  region: string;
}

/**
 * Checks an answer of our location route (or one stored for the visit) without zod: the rules of
 * `visitorPlaceSchema`, for browser code. Throws on anything else.
 */
export function readVisitorPlace(answer: unknown): VisitorPlaceAnswer {
  if (typeof answer !== 'object' || answer === null) throw new TypeError('The location is not an object.');
  const { latitude, longitude, postalCode, country, locality, region } = answer as Record<string, unknown>;
  const known = visitorCountries.find((candidate) => candidate === country);
  if (
    typeof latitude !== 'number' ||
    !(Math.abs(latitude) <= 90) ||
    typeof longitude !== 'number' ||
    !(Math.abs(longitude) <= 180) ||
    !known ||
    typeof postalCode !== 'string' ||
    normalisePostalCode(known, postalCode) !== postalCode ||
    typeof locality !== 'string' ||
    typeof region !== 'string'
  ) {
    throw new TypeError('The location is not a place.');
  }
  return { latitude, longitude, postalCode, country: known, locality, region };
}
