import { type NextRequest } from 'next/server';
import { gatewayFailure } from '@/lib/places/gateway-failure';
import { invalidRequest } from '@/lib/http/responses';
import { dailyForecast } from '@/lib/upstreams/weather/client';
import { unitsOfLocale, weatherWidgetQuerySchema, type WeatherWidgetAnswer } from '@/lib/weather-widget/contract';

/**
 * A forecast is the same for every visitor of a place and is issued a few times an hour: browsers
 * keep it 10 minutes, shared caches 30 (the position is rounded to about 1 km, so a town shares it).
 */
const CACHE = 'public, max-age=600, s-maxage=1800';

/**
 * `GET /api/weather-widget?lat=-17.79&lng=-50.92&languageLocale=pt-BR` -> `WeatherWidgetAnswer`
 * (lib/weather-widget/contract.ts): the seven-day daily arrays of the place, in the locale's
 * language and units (°F, mph and inches in en-US). 400 for a bad query; 502/504 when the weather
 * service fails (never 500).
 */
export async function GET(request: NextRequest) {
  const parsed = weatherWidgetQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return invalidRequest(parsed.error);
  const { lat, lng, languageLocale } = parsed.data;
  const units = unitsOfLocale(languageLocale);
  try {
    const data = await dailyForecast({ lat, lng, language: languageLocale, units });
    return Response.json({ units, data } satisfies WeatherWidgetAnswer, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    return gatewayFailure(error);
  }
}
