import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getCourse } from '@/lib/upstreams/courses/client';
import { courseSlugSchema, type Course } from '@/lib/upstreams/courses/contract';
import { unitFromSegments } from '../logic/course-units';

/** What a course page's address names: one unit of a course, nothing, or a course the service could not answer. */
export type CourseRead = { kind: 'unit'; course: Course; unit: number } | { kind: 'not-found' } | { kind: 'failed'; error: unknown };

/**
 * The course and unit of `/{locale}/cursos/{slug}[/{n}]`, read once per render (the metadata and
 * the page share it). A slug the service could not hold, an unknown course and a unit it lacks are
 * not found; a failing service is a failure (the error page, a 500 that Next never keeps).
 */
export const readCoursePage = cache(async (locale: Locale, slug: string, segments: readonly string[] | undefined): Promise<CourseRead> => {
  if (!courseSlugSchema.safeParse(slug).success) return { kind: 'not-found' };
  let course: Course | null;
  try {
    course = await getCourse(locale, slug);
  } catch (error) {
    return { kind: 'failed', error };
  }
  const unit = course && unitFromSegments(segments, course.units.length);
  return course && unit !== null ? { kind: 'unit', course, unit } : { kind: 'not-found' };
});
