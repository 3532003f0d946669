import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loginPagePath } from '@/lib/access/login-href';
import { listPages } from '@/lib/cms/pages';
import { slugFromPagePath } from '@/lib/cms/paths';
import { isLocale } from '@/lib/i18n/locales';
import { cmsPageMetadata, CmsPageView, loadCmsPage, type CmsRouteParams } from '../_cms/cms-page';
import { getPathname } from '@/lib/i18n/navigation';

/** CDN-friendly: `s-maxage=300, stale-while-revalidate`; `/api/revalidate` refreshes sooner on publish. */
export const revalidate = 300;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  // Pages with access rules are rendered per request by the guarded-page route.
  return (await listPages(params.locale)).filter((page) => !page.guarded).map((page) => ({ slug: slugFromPagePath(page.path) }));
}

export async function generateMetadata({ params }: { params: CmsRouteParams }): Promise<Metadata> {
  return cmsPageMetadata(await loadCmsPage(params));
}

/** Every CMS page without access rules: rendered once, cached, the same for everyone. */
export default async function CmsPageRoute({ params }: { params: CmsRouteParams }) {
  const page = await loadCmsPage(params);
  // The proxy sends pages with access rules to the per-request route. A request that got here
  // anyway (a skipped proxy) is never shown the page: this cached route cannot know who asks.
  if (page.properties.access) redirect(loginPagePath(page.locale, getPathname({ locale: page.locale, href: page.path })));
  return <CmsPageView page={page} />;
}
