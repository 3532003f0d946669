import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { weatherQueryOptions, type ForecastPlace } from './weather-widget';

/** The forecast of a place in the browser; nothing is asked until a place is chosen. */
export const useWeatherWidget = (place: ForecastPlace | null, locale: Locale) =>
  useQuery({ ...weatherQueryOptions(place ?? { latitude: 0, longitude: 0 }, locale), enabled: place !== null });
