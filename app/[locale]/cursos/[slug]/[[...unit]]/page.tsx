import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { coursePageMetadata, CoursePlayerPage, readCoursePage, type CourseRead } from '@/features/courses';
import { isLocale, localeOrDefault, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { NotFoundMessage, notFoundMetadata } from '../../../_status/not-found-message';
import { PageFailure } from '../../../_status/page-failure';
import { NotFoundStatus } from '../../../_status/response-status';

/**
 * ISR, as the product pages: a unit's page is rendered on its first request and kept 30 minutes.
 * The user's progress is not in it (the page is the same for everyone): the player's island asks
 * for it. A failed read is never kept (Next stores no failed render), nor a 404 (the cache handler).
 */
export const revalidate = 1800;

export async function generateStaticParams(): Promise<{ slug: string; unit?: string[] }[]> {
  return [];
}

type Params = Promise<{ locale: string; slug: string; unit?: string[] }>;

async function resolve(params: Params): Promise<{ locale: Locale; path: string; read: CourseRead }> {
  const { locale, slug, unit } = await params;
  // The address as asked: a failed page's retry reloads it.
  const path = `/${['cursos', slug, ...(unit ?? [])].map(encodeURIComponent).join('/')}`;
  if (!isLocale(locale)) return { locale: localeOrDefault(locale), path, read: { kind: 'not-found' } };
  setRequestLocale(locale);
  return { locale, path, read: await readCoursePage(locale, slug, unit) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, read } = await resolve(params);
  // As the product pages: thrown, so the render fails (500, not cached) with the error page's title.
  if (read.kind === 'failed') throw read.error;
  return read.kind === 'unit' ? coursePageMetadata(locale, read.course, read.unit) : notFoundMetadata(locale);
}

/** `/{locale}/cursos/{slug}` (the first unit) and `/{locale}/cursos/{slug}/{n}`: a course's player (discovery spec §2). */
export default async function CourseRoute({ params }: { params: Params }) {
  const { locale, path, read } = await resolve(params);
  if (read.kind === 'unit') return <CoursePlayerPage locale={locale} course={read.course} unit={read.unit} />;
  if (read.kind === 'failed') return <PageFailure locale={locale} retryHref={getPathname({ locale, href: path })} error={read.error} />;
  return (
    <>
      <NotFoundMessage locale={locale} />
      <NotFoundStatus />
    </>
  );
}
