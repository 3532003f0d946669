'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The player's progress (banner and sidebar) in a chunk of its own that is in no page's first load
 * (docs/architecture.md §5): the server renders the visitors' face, and the browser loads the
 * island (who is signed in, their progress, zod) as it comes near the screen.
 */
export const CourseProgress = loadWhenWanted(() => import('./course-progress.client').then((module) => module.CourseProgress));
