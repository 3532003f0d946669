import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loginPagePath } from '@/lib/access/login-href';
import { listPages } from '@/lib/cms/pages';
import { slugFromPagePath } from '@/lib/cms/paths';
import { isLocale, localeOrDefault } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { cmsPageMetadata, CmsPageView, findCmsPage, type CmsRouteParams } from '../_cms/cms-page';
import { readCmsPageOrStatus } from '../_cms/page-or-status';
import { notFoundMetadata } from '../_status/not-found-message';

/** CDN-friendly: `s-maxage=300, stale-while-revalidate`; `/api/revalidate` refreshes sooner on publish. */
export const revalidate = 300;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  // Pages with access rules are rendered per request by the guarded-page route.
  return (await listPages(params.locale)).filter((page) => !page.guarded).map((page) => ({ slug: slugFromPagePath(page.path) }));
}

export async function generateMetadata({ params }: { params: CmsRouteParams }): Promise<Metadata> {
  const page = await findCmsPage(params);
  return page ? cmsPageMetadata(page) : notFoundMetadata(localeOrDefault((await params).locale));
}

/**
 * Every CMS page without access rules: rendered once, cached, the same for everyone. A missing
 * page answers 404 and a page whose content cannot be read answers 500, each with its message in
 * the server's HTML (readCmsPageOrStatus).
 */
export default async function CmsPageRoute({ params }: { params: CmsRouteParams }) {
  const read = await readCmsPageOrStatus(params);
  if (!read.page) return read.status;
  const { page } = read;
  // The proxy sends pages with access rules to the per-request route. A request that got here
  // anyway (a skipped proxy) is never shown the page: this cached route cannot know who asks.
  if (page.properties.access) redirect(loginPagePath(page.locale, getPathname({ locale: page.locale, href: page.path })));
  return <CmsPageView page={page} />;
}
