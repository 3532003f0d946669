'use client';
import dynamic from 'next/dynamic';

/** The player's progress (banner and sidebar) in a chunk only course pages load (docs/architecture.md §5). */
export const CourseProgress = dynamic(() => import('./course-progress.client').then((module) => module.CourseProgress));
