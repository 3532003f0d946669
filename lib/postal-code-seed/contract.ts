import { z } from 'zod';

/**
 * The postal-code seed widget's contract (spec §2, §5, §7), shared by `POST /api/location360`,
 * `GET /api/magoya-widget-api-key` and the `postal-code-seed-widget` block.
 */

export const LOCATION360_ROUTE = '/api/location360';
export const MAGOYA_KEY_ROUTE = '/api/magoya-widget-api-key';

/** The lookup uses a CEP's first five digits (spec §5). */
export const postcodePrefixSchema = z.string().regex(/^\d{5}$/);

/** What the postal lookup returns (spec §7): the place's point, `[longitude, latitude]`, and its name. */
export const postcodePlaceSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }),
  properties: z.object({ postcode_name: z.string().min(1) }),
});
export type PostcodePlace = z.output<typeof postcodePlaceSchema>;

/** The spec's words for a CEP the service does not know (§5); the widget shows its translation. */
export const POSTCODE_NOT_FOUND_MESSAGE = 'CEP não encontrado';

/** The recommendation widget's key and where the browser asks for recommendations with it. */
export const magoyaWidgetConfigSchema = z.object({ apiKey: z.string().min(1), widgetUrl: z.string().min(1) });
export type MagoyaWidgetConfig = z.output<typeof magoyaWidgetConfigSchema>;

/** Magoya's widget API: the corn hybrids it recommends around a point. */
export const MAGOYA_RECOMMENDATIONS_PATH = '/recommendations';
export const MAGOYA_KEY_HEADER = 'x-api-key';

export const magoyaRecommendationSchema = z.object({
  region: z.string().min(1),
  hybrids: z
    .array(
      z.object({
        name: z.string().min(1),
        /** Days to physiological maturity. */
        cycleDays: z.number().int().positive(),
        /** Recommended plant population, seeds per hectare. */
        seedsPerHectare: z.number().int().positive(),
        /** The sowing window, as the vendor words it. */
        sowingWindow: z.string(),
      }),
    )
    .min(1),
});
export type MagoyaRecommendation = z.output<typeof magoyaRecommendationSchema>;
