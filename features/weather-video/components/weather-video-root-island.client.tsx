'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The player's and gallery's client code (TanStack Query, the intl runtime; no zod), in a chunk of
 * its own that only pages with these blocks load, as the block comes near the screen.
 */
export const WeatherVideoRoot = loadWhenWanted(() => import('./weather-video-root.client').then((module) => module.WeatherVideoRoot));
