import 'server-only';
import { env } from '@/lib/env';
import { requestJson, UpstreamError } from '../http';
import type { WeatherSettings } from './config';
import { FORECAST_PATH, forecastAnswerSchema, forecastQuery, type Daypart, type ForecastAnswer, type ForecastRequest } from './contract';

/**
 * The weather service (its wire format in ./contract.ts): the only code that speaks its shapes.
 * It answers the seven-day forecast as the spec's daily arrays, one entry per day index.
 */

const SERVICE = 'weather';

/** Spec: "Weather daily arrays per day index". Index 0 is today, in the place's time zone. */
export interface DailyForecast {
  /** The place's local date of each day, `YYYY-MM-DD`. */
  date: string[];
  dayOfWeek: string[];
  calendarDayTemperatureMax: number[];
  calendarDayTemperatureMin: number[];
  /** Local times with offset; null where the sun does not rise or set. */
  sunriseTimeLocal: (string | null)[];
  sunsetTimeLocal: (string | null)[];
  /** mm (metric) or inches. */
  qpf: number[];
  windDirection: (number | null)[];
  windSpeed: (number | null)[];
  relativeHumidity: (number | null)[];
  precipChance: (number | null)[];
  wxPhraseLong: (string | null)[];
  iconCode: (number | null)[];
}

type DaypartField = 'windDirection' | 'windSpeed' | 'relativeHumidity' | 'precipChance' | 'wxPhraseLong' | 'iconCode';

/**
 * One value per day from the day/night pairs: the day part's, or the night's where the day part
 * is gone (today, once the day is over where the place is).
 */
function perDay<Field extends DaypartField>(daypart: Daypart, field: Field): Daypart[Field] {
  const values = daypart[field];
  return Array.from({ length: values.length / 2 }, (_, day) => values[day * 2] ?? values[day * 2 + 1] ?? null) as Daypart[Field];
}

/** The vendor's answer as the spec's daily arrays. */
export function dailyArrays(answer: ForecastAnswer): DailyForecast {
  const daypart = answer.daypart[0]!;
  return {
    date: answer.validTimeLocal.map((time) => time.slice(0, 10)),
    dayOfWeek: answer.dayOfWeek,
    calendarDayTemperatureMax: answer.calendarDayTemperatureMax,
    calendarDayTemperatureMin: answer.calendarDayTemperatureMin,
    sunriseTimeLocal: answer.sunriseTimeLocal,
    sunsetTimeLocal: answer.sunsetTimeLocal,
    qpf: answer.qpf,
    windDirection: perDay(daypart, 'windDirection'),
    windSpeed: perDay(daypart, 'windSpeed'),
    relativeHumidity: perDay(daypart, 'relativeHumidity'),
    precipChance: perDay(daypart, 'precipChance'),
    wxPhraseLong: perDay(daypart, 'wxPhraseLong'),
    iconCode: perDay(daypart, 'iconCode'),
  };
}

/** The seven-day forecast of a place. No retries (the spec asks for none). */
export async function dailyForecast(request: ForecastRequest, settings: WeatherSettings = env.weather): Promise<DailyForecast> {
  if (!settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No weather API key is configured.');
  const query = new URLSearchParams(Object.entries(forecastQuery(request, settings.apiKey)));
  const answer = await requestJson({
    service: SERVICE,
    operation: 'dailyForecast',
    url: `${settings.baseUrl.replace(/\/+$/, '')}${FORECAST_PATH}?${query}`,
    init: { headers: { accept: 'application/json' } },
    schema: forecastAnswerSchema,
    timeoutMs: settings.timeoutMs,
  });
  return dailyArrays(answer);
}
