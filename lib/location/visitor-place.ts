import { z } from 'zod';

/**
 * Where a visitor is, as our own `GET /api/location` answers it: a postal code the visitor typed,
 * geocoded, or the browser's position reverse-geocoded to its postal code. Shared by the server
 * (the maps client, the route) and the browser (the form that asks), so nothing here is
 * server-only.
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

export const visitorPlaceSchema = z
  .object({
    /** The postal code's centre (for a browser position too: the place, not the visitor's exact spot). */
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** As the country writes it (`normalisePostalCode`). */
    postalCode: z.string(),
    country: z.enum(visitorCountries),
    /** The town; empty when the geocoder names none. */
    locality: z.string(),
    /** State or province, short form ('IA', 'SP', 'Santa Fe'); empty when the geocoder names none. */
    region: z.string(),
  })
  .refine((place) => normalisePostalCode(place.country, place.postalCode) === place.postalCode, {
    path: ['postalCode'],
    message: "must be the country's postal code as it writes it",
  });

export type VisitorPlace = z.output<typeof visitorPlaceSchema>;

/** Our own route's URL for a postal code or a position (what the browser fetches). */
export function locationPath(query: { country: VisitorCountry; postalCode: string } | { latitude: number; longitude: number }): string {
  const params: Record<string, string> =
    'postalCode' in query ? { country: query.country, postalCode: query.postalCode } : { latitude: String(query.latitude), longitude: String(query.longitude) };
  return `/api/location?${new URLSearchParams(params)}`;
}
