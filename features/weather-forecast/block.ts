import { block, defineFeature } from '@/lib/cms/blocks';
import { weatherForecastSchema } from './schema';

/**
 * The seven-day weather forecast widget (discovery spec §2, §4, §7-§9): public, on cached pages;
 * the place (the browser's position or a town from autocomplete) and its forecast are the
 * browser's, through our own routes (`/api/location`, `/api/places/*`, `/api/weather-widget`).
 */
export const weatherForecast = defineFeature({
  blocks: {
    'weather-forecast': block(weatherForecastSchema, () => import('./components/weather-forecast-block').then((module) => module.WeatherForecastBlock)),
  },
});
