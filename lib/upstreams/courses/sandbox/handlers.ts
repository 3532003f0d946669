import { http, HttpResponse } from 'msw';
import { isLocale } from '@/lib/i18n/locales';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { COURSES_PATH, type Course, type CourseListAnswer } from '../contract';
import { sandboxCourses } from './catalogue';

const BASE = `${SANDBOX_ORIGIN}/courses${COURSES_PATH}`;

const badLocale = () => HttpResponse.json({ error: 'invalid_locale', message: 'locale must be pt-BR, es-AR or en-US' }, { status: 400 });

/** A stand-in for the courses service: a locale's cards, one course with its units, 404 for an unknown one. */
export const coursesHandlers = [
  http.get(BASE, ({ request }) => {
    const locale = new URL(request.url).searchParams.get('locale');
    if (!isLocale(locale)) return badLocale();
    const courses = sandboxCourses(locale).map(({ slug, title, category, image, units }) => ({ slug, title, category, image, unitCount: units.length }));
    return HttpResponse.json<CourseListAnswer>({ courses });
  }),
  http.get(`${BASE}/:slug`, ({ request, params }) => {
    const locale = new URL(request.url).searchParams.get('locale');
    if (!isLocale(locale)) return badLocale();
    const found = sandboxCourses(locale).find((course) => course.slug === params.slug);
    return found ? HttpResponse.json<Course>(found) : HttpResponse.json({ error: 'not_found' }, { status: 404 });
  }),
];
