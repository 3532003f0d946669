import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { requestJson, requestOptionalJson, UpstreamError } from '../http';
import type { CoursesSettings } from './config';
import { COURSES_PATH, courseListAnswerSchema, courseSchema, type Course, type CourseCard } from './contract';

/** The courses service (its wire format in ./contract.ts): the only code that speaks to it. */

const SERVICE = 'courses';

function baseOf(settings: CoursesSettings): string {
  if (!settings.baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No courses service is configured.');
  return settings.baseUrl.replace(/\/+$/, '');
}

/** A locale's courses as cards, in the service's order. One retry: a gallery is worth a second try, a page render waits anyway. */
export async function listCourses(locale: Locale, settings: CoursesSettings = env.courses): Promise<CourseCard[]> {
  const answer = await requestJson({
    service: SERVICE,
    operation: 'listCourses',
    url: `${baseOf(settings)}${COURSES_PATH}?${new URLSearchParams({ locale })}`,
    init: { headers: { accept: 'application/json' } },
    schema: courseListAnswerSchema,
    timeoutMs: settings.timeoutMs,
    retries: 1,
  });
  return answer.courses;
}

/** One course with its units; null when the locale has no course of that slug. */
export async function getCourse(locale: Locale, slug: string, settings: CoursesSettings = env.courses): Promise<Course | null> {
  return requestOptionalJson({
    service: SERVICE,
    operation: 'getCourse',
    url: `${baseOf(settings)}${COURSES_PATH}/${encodeURIComponent(slug)}?${new URLSearchParams({ locale })}`,
    init: { headers: { accept: 'application/json' } },
    schema: courseSchema,
    timeoutMs: settings.timeoutMs,
    retries: 1,
  });
}
