import { answer, forSignedIn, writeRefusal } from '@/lib/auth/private-route';
import type { Session } from '@/lib/auth/session';
import { markCompleted, progressQuerySchema, progressUpdateSchema, storedProgressSchema, unitInRange, type ProgressAnswer } from '@/lib/courses/progress';
import { invalidRequest, jsonError, readValidBody } from '@/lib/http/responses';
import type { Locale } from '@/lib/i18n/locales';
import { sharedStore } from '@/lib/shared-store';
import { getCourse } from '@/lib/upstreams/courses/client';
import { courseSlugSchema } from '@/lib/upstreams/courses/contract';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug: string }> };

/** A year after the last change: a course left for longer starts again. */
const PROGRESS_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const keyOf = (session: Session, slug: string) => `courses:progress:${session.sub}:${slug}`;

/** The user's completed units of a course; none when nothing (readable) is stored. */
async function storedCompleted(key: string): Promise<number[]> {
  const raw = await sharedStore().get(key);
  if (raw === null) return [];
  try {
    const parsed = storedProgressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.completed : [];
  } catch {
    return [];
  }
}

/** The course's unit count, or the 404 answer for a course the locale lacks. */
async function unitCountOf(locale: Locale, slug: string): Promise<number | Response> {
  const course = await getCourse(locale, slug);
  return course ? course.units.length : jsonError(404, 'not_found', 'No such course.');
}

/**
 * `GET /api/courses/{slug}/progress?locale={locale}` -> `ProgressAnswer` (lib/courses/progress.ts):
 * the signed-in user's completed units of the course, kept in the shared store. 401 signed out, 400
 * for a bad slug or locale, 404 for a course the locale lacks, 502/504 when the courses service fails.
 */
export const GET = async (request: Request, { params }: Params) =>
  forSignedIn(async (session) => {
    const slug = courseSlugSchema.safeParse((await params).slug);
    if (!slug.success) return invalidRequest(slug.error);
    const query = progressQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalidRequest(query.error);
    const unitCount = await unitCountOf(query.data.locale, slug.data);
    if (unitCount instanceof Response) return unitCount;
    const completed = (await storedCompleted(keyOf(session, slug.data))).filter((unit) => unit < unitCount);
    return answer({ completed, unitCount } satisfies ProgressAnswer);
  });

/**
 * `PUT /api/courses/{slug}/progress` `{ locale, unit }` -> `ProgressAnswer`: marks the unit (from 0)
 * completed for the signed-in user. 400 for a unit outside the course; otherwise as GET.
 */
export const PUT = async (request: Request, { params }: Params) =>
  writeRefusal(request) ??
  forSignedIn(async (session) => {
    const slug = courseSlugSchema.safeParse((await params).slug);
    if (!slug.success) return invalidRequest(slug.error);
    const body = await readValidBody(request, progressUpdateSchema, 1024);
    if (!body.ok) return body.response;
    const unitCount = await unitCountOf(body.data.locale, slug.data);
    if (unitCount instanceof Response) return unitCount;
    const inRange = unitInRange(unitCount).safeParse(body.data);
    if (!inRange.success) return invalidRequest(inRange.error);
    const key = keyOf(session, slug.data);
    const completed = markCompleted(await storedCompleted(key), body.data.unit, unitCount);
    await sharedStore().put(key, JSON.stringify({ completed }), PROGRESS_TTL_MS);
    return answer({ completed, unitCount } satisfies ProgressAnswer);
  });
