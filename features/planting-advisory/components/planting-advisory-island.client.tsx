'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The advisory's client code (who is signed in, and for them the flow), in a chunk of its own that
 * is in no page's first load (docs/architecture.md §5): the server renders the sign-in prompt, a
 * plain link that works before any code, and the browser loads the island as it comes near.
 */
export const PlantingAdvisory = loadWhenWanted(() => import('./planting-advisory.client').then((module) => module.PlantingAdvisory));
