'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The widget's client code (the location store, TanStack Query, the intl runtime, zod), in a chunk
 * of its own that is in no page's first load (docs/architecture.md §5). The server's markup is the
 * whole of mode none (the location button and the address box), so the code waits for a visitor to
 * reach for it: a press of 'use my location' is pressed again once live, text typed into the box
 * is carried over and looked up. Loaded as it came near the screen, it cost the weather page 5
 * Lighthouse points (total blocking time 170-280 ms against the shell's 90-170).
 */
export const WeatherForecastRoot = loadWhenWanted(() => import('./weather-forecast-root.client').then((module) => module.WeatherForecastRoot), {
  nearScreen: () => false,
});
