import { z } from 'zod';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * The contract of our weather route (`GET /api/weather-widget?lat&lng&languageLocale`), for the
 * server that answers and the widget that calls: the spec's seven-day daily arrays (§3, §7). The
 * vendor's wire format stays in lib/upstreams/weather/contract.ts.
 */

/** Spec §9: "Weather: 7 days". */
export const WEATHER_DAYS = 7;

/**
 * Positions are asked for, and cached, at 2 decimals (about 1 km): a forecast is the same over a
 * town, answers are shared by its visitors, and no exact position of anyone is sent or kept.
 */
export const roundDegrees = (degrees: number) => Math.round(degrees * 100) / 100;

/** Decimal degrees as typed in a query: no empty value (which would coerce to 0), no exponent. */
const degrees = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'must be decimal degrees')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit))
    .transform(roundDegrees);

export const weatherWidgetQuerySchema = z.strictObject({
  lat: degrees(90),
  lng: degrees(180),
  /** The page's locale: day names and phrases in its language, and its units (°F and mph in en-US). */
  languageLocale: z.enum(locales),
});
export type WeatherWidgetQuery = z.output<typeof weatherWidgetQuerySchema>;

/** The units a locale's visitors read: metric, but °F, mph and inches in the US. */
export const unitsOfLocale = (locale: Locale): 'm' | 'e' => (locale === 'en-US' ? 'e' : 'm');

const perDay = <Item extends z.ZodType>(item: Item) => z.array(item).length(WEATHER_DAYS);
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);

/** Spec §3: "Weather daily arrays per day index"; index 0 is today where the place is. */
export const dailyArraysSchema = z.object({
  /** The place's local date, `YYYY-MM-DD`. */
  date: perDay(z.iso.date()),
  dayOfWeek: perDay(z.string()),
  calendarDayTemperatureMax: perDay(z.number()),
  calendarDayTemperatureMin: perDay(z.number()),
  /** Local time with offset; null where the sun does not rise or set that day. */
  sunriseTimeLocal: perDay(localTime.nullable()),
  sunsetTimeLocal: perDay(localTime.nullable()),
  /** mm (metric) or inches. */
  qpf: perDay(z.number().min(0)),
  /** Degrees clockwise from north. */
  windDirection: perDay(z.number().min(0).max(360).nullable()),
  /** km/h (metric) or mph. */
  windSpeed: perDay(z.number().min(0).nullable()),
  /** Percent. */
  relativeHumidity: perDay(z.number().min(0).max(100).nullable()),
  /** Percent. */
  precipChance: perDay(z.number().min(0).max(100).nullable()),
  wxPhraseLong: perDay(z.string().nullable()),
  /** The Weather Company's icon code, 0-47. */
  iconCode: perDay(z.number().int().min(0).max(47).nullable()),
});
export type DailyArrays = z.output<typeof dailyArraysSchema>;

/** `GET /api/weather-widget` 200. */
export const weatherWidgetAnswerSchema = z.object({
  units: z.enum(['m', 'e']),
  data: dailyArraysSchema,
});
export type WeatherWidgetAnswer = z.output<typeof weatherWidgetAnswerSchema>;
