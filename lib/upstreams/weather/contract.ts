import { z } from 'zod';

/**
 * The Weather Company's daily forecast (Data API v3), as this site calls it:
 * `GET {WEATHER_URL}/v3/wx/forecast/daily/7day?geocode={lat},{lng}&format=json&units=m|e&language={locale}&apiKey={key}`.
 * The answer holds one array per field, one entry per day (index 0 is today, in the place's own
 * time zone), and `daypart[0]`, whose arrays hold two entries per day: the day part, then the
 * night. The day part of today is null once the day is over there (mid-afternoon on). The client
 * builds the query with these schemas and reads the answer with them; the sandbox parses the same
 * query and answers the same shape.
 */

export const FORECAST_PATH = '/v3/wx/forecast/daily/7day';

/** Spec: "Weather: 7 days". */
export const FORECAST_DAYS = 7;

/** Metric (°C, km/h, mm) or English (°F, mph, in). */
export const unitSystems = ['m', 'e'] as const;
export type UnitSystem = (typeof unitSystems)[number];

/** `lat,lng` in decimal degrees. */
const geocode = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'must be lat,lng in decimal degrees')
  .transform((value) => value.split(',').map(Number))
  .pipe(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]));

export const forecastQuerySchema = z.object({
  geocode,
  format: z.literal('json'),
  units: z.enum(unitSystems),
  /** A language tag (pt-BR, es-AR, en-US…): day names and phrases come in it. */
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  apiKey: z.string().min(1),
});

export type ForecastQuery = z.input<typeof forecastQuerySchema>;

/** A place and how to describe its weather: what a forecast is asked for. */
export interface ForecastRequest {
  lat: number;
  lng: number;
  language: string;
  units: UnitSystem;
}

/** The API query of a request (the key is added on the server only). */
export function forecastQuery({ lat, lng, language, units }: ForecastRequest, apiKey: string): ForecastQuery {
  return { geocode: `${lat},${lng}`, format: 'json', units, language, apiKey };
}

/** Times are the place's local time with its offset, e.g. `2026-11-24T05:38:00-0300`. */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);

const perDay = <Item extends z.ZodType>(item: Item) => z.array(item).length(FORECAST_DAYS);
const perDaypart = <Item extends z.ZodType>(item: Item) => z.array(item).length(FORECAST_DAYS * 2);

export const daypartSchema = z.object({
  dayOrNight: perDaypart(z.enum(['D', 'N']).nullable()),
  /** The Weather Company's icon code, 0-47. */
  iconCode: perDaypart(z.number().int().min(0).max(47).nullable()),
  /** Percent. */
  precipChance: perDaypart(z.number().min(0).max(100).nullable()),
  /** Percent. */
  relativeHumidity: perDaypart(z.number().min(0).max(100).nullable()),
  /** Degrees clockwise from north, 0-359. */
  windDirection: perDaypart(z.number().min(0).max(360).nullable()),
  /** km/h (metric) or mph. */
  windSpeed: perDaypart(z.number().min(0).nullable()),
  wxPhraseLong: perDaypart(z.string().nullable()),
  /** Fields this site does not read. */
  narrative: perDaypart(z.string().nullable()).optional(),
});

export const forecastAnswerSchema = z.object({
  dayOfWeek: perDay(z.string()),
  validTimeLocal: perDay(localTime),
  calendarDayTemperatureMax: perDay(z.number()),
  calendarDayTemperatureMin: perDay(z.number()),
  /** Null where the sun does not rise or set that day (polar days and nights). */
  sunriseTimeLocal: perDay(localTime.nullable()),
  sunsetTimeLocal: perDay(localTime.nullable()),
  /** Quantitative precipitation forecast: mm (metric) or inches. */
  qpf: perDay(z.number().min(0)),
  narrative: perDay(z.string()).optional(),
  daypart: z.array(daypartSchema).min(1),
});

export type ForecastAnswer = z.output<typeof forecastAnswerSchema>;
export type Daypart = z.output<typeof daypartSchema>;
