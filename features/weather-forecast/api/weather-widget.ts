import { apiJson } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n/locales';
import { roundDegrees, weatherWidgetAnswerSchema, type WeatherWidgetAnswer } from '@/lib/weather-widget/contract';

/** A place the forecast is asked for: rounded as the route keeps it, so its cache is shared. */
export interface ForecastPlace {
  latitude: number;
  longitude: number;
}

/** `GET /api/weather-widget?lat&lng&languageLocale`: the place's seven daily arrays. */
export const fetchWeather = ({ latitude, longitude }: ForecastPlace, locale: Locale, signal?: AbortSignal): Promise<WeatherWidgetAnswer> =>
  apiJson(`/api/weather-widget?${new URLSearchParams({ lat: String(roundDegrees(latitude)), lng: String(roundDegrees(longitude)), languageLocale: locale })}`, weatherWidgetAnswerSchema, {
    signal,
  });

export const weatherQueryOptions = (place: ForecastPlace, locale: Locale) => ({
  queryKey: ['weather-widget', roundDegrees(place.latitude), roundDegrees(place.longitude), locale] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchWeather(place, locale, signal),
  // Forecasts are issued a few times an hour (the route is cached 10 minutes in the browser).
  staleTime: 10 * 60_000,
  // Spec §8: a failed forecast shows the server error at once; the visitor picks the place again to retry.
  retry: false,
});
