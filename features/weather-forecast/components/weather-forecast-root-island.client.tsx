'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The widget's client code (the location store, TanStack Query, the intl runtime, zod), in a chunk
 * of its own that is in no page's first load: the server's markup (the location form) shows at
 * once, and the code loads as the widget comes near the screen or a visitor reaches for it.
 */
export const WeatherForecastRoot = loadWhenWanted(() => import('./weather-forecast-root.client').then((module) => module.WeatherForecastRoot));
