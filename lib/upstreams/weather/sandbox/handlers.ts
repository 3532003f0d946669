import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxWeatherKey } from '../config';
import { FORECAST_PATH, forecastQuerySchema, type ForecastAnswer } from '../contract';
import { sandboxForecast } from './forecast';

/** The Weather Company's error body: `{ errors: [{ error: { code, message } }] }`. */
const vendorError = (status: number, code: string, message: string) =>
  HttpResponse.json({ metadata: { status_code: status }, success: false, errors: [{ error: { code, message } }] }, { status });

/**
 * A stand-in for the daily forecast: the same query, a 401 for a wrong key like the real one, a
 * 400 for a bad place, and a seeded forecast of the place (./forecast.ts) from today on.
 */
export const weatherHandlers = [
  http.get(`${SANDBOX_ORIGIN}/weather${FORECAST_PATH}`, ({ request }) => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    if (raw.apiKey !== sandboxWeatherKey) return vendorError(401, 'CDN-0001', 'Invalid apiKey.');
    const query = forecastQuerySchema.safeParse(raw);
    if (!query.success) return vendorError(400, 'WX-0400', `Invalid query: ${z.prettifyError(query.error)}`);
    const { geocode, units, language } = query.data;
    const [lat, lng] = geocode;
    return HttpResponse.json<ForecastAnswer>(sandboxForecast({ lat, lng, units, language, now: new Date() }));
  }),
];
