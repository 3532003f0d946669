import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loginPagePath } from '@/lib/access/login-href';
import type { CmsPage } from '@/lib/cms/model';
import { listPages } from '@/lib/cms/pages';
import { pagePathFromSlug, slugFromPagePath } from '@/lib/cms/paths';
import { isLocale, localeOrDefault } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { cmsPageMetadata, CmsPageView, findCmsPage, readPageSurroundings, type CmsRouteParams } from '../_cms/cms-page';
import { notFoundMetadata, NotFoundMessage } from '../_status/not-found-message';
import { PageFailure } from '../_status/page-failure';
import { NotFoundStatus } from '../_status/response-status';

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
 * the server's HTML (see NotFoundStatus): a thrown notFound() or error would leave an empty shell.
 */
export default async function CmsPageRoute({ params }: { params: CmsRouteParams }) {
  let page: CmsPage | null;
  try {
    page = await findCmsPage(params);
    if (page) await readPageSurroundings(page);
  } catch (error) {
    const { locale, slug } = await params;
    const shown = localeOrDefault(locale);
    return <PageFailure locale={shown} retryHref={getPathname({ locale: shown, href: pagePathFromSlug(slug) })} error={error} />;
  }
  if (!page) {
    return (
      <>
        <NotFoundMessage locale={localeOrDefault((await params).locale)} />
        <NotFoundStatus />
      </>
    );
  }
  // The proxy sends pages with access rules to the per-request route. A request that got here
  // anyway (a skipped proxy) is never shown the page: this cached route cannot know who asks.
  if (page.properties.access) redirect(loginPagePath(page.locale, getPathname({ locale: page.locale, href: page.path })));
  return <CmsPageView page={page} />;
}
