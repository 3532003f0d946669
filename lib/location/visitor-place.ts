import { z } from 'zod';
import { normalisePostalCode, visitorCountries } from './postal-codes';

/**
 * Where a visitor is, as our own `GET /api/location` answers it: a postal code the visitor typed,
 * geocoded, or the browser's position reverse-geocoded to its postal code. Shared by the server
 * (the maps client, the route) and the browser (the form that asks), so nothing here is
 * server-only.
 */

export { visitorCountries, normalisePostalCode, postalCodeIsValid, locationPath, type VisitorCountry } from './postal-codes';

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
