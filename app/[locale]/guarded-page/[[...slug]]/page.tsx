import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { AccessUnavailable } from '@/features/account';
import { currentViewer, guardPage, pageAccessDecision } from '@/lib/auth/guard';
import type { CmsPage } from '@/lib/cms/model';
import { getAlternates, getSiteChrome } from '@/lib/cms/pages';
import { localeOrDefault } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { CmsPageView, findCmsPage, guardedPageMetadata, type CmsRouteParams } from '../../_cms/cms-page';
import { notFoundPage, readCmsPageOrStatus } from '../../_cms/page-or-status';
import { notFoundMetadata } from '../../_status/not-found-message';

/** Rendered for each request: what it shows depends on who asks. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: CmsRouteParams }): Promise<Metadata> {
  const page = await findCmsPage(params);
  if (!page?.properties.access) return notFoundMetadata(localeOrDefault((await params).locale));
  if ((await pageAccessDecision(page.properties.access)) === 'unavailable') {
    const t = await getTranslations({ locale: page.locale, namespace: 'AccessUnavailable' });
    return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
  }
  return guardedPageMetadata(page);
}

/**
 * The page when the account service could not say whether this user may enter: the site's shell
 * around a message and a way to try again, at the page's own address. Its status is 200 (an App
 * Router page cannot choose another); like every page here it is `private, no-store` and noindex,
 * so nothing keeps it, and the failure is logged (`access.unavailable`).
 */
async function AccessUnavailablePage({ page, pagePath }: { page: CmsPage; pagePath: string }) {
  const [chrome, alternates] = await Promise.all([getSiteChrome(page.locale), getAlternates(page.properties.translationKey)]);
  return (
    <SiteShell locale={page.locale} chrome={chrome} alternates={{ ...alternates, [page.locale]: page.path }} currentPath={pagePath}>
      <AccessUnavailable locale={page.locale} retryHref={pagePath} />
    </SiteShell>
  );
}

/**
 * CMS pages with access rules (the proxy rewrites them here). The guard runs in this render,
 * whatever headers came with the request; pages without rules are not served from this URL. A
 * page that cannot be read gets the error page (500), with its message in the server's HTML like
 * the cached route's.
 */
export default async function GuardedCmsPageRoute({ params, searchParams }: { params: CmsRouteParams; searchParams?: Promise<Record<string, string | string[] | undefined>> }) {
  const read = await readCmsPageOrStatus(params);
  if (!read.page) return read.status;
  const { page } = read;
  if (!page.properties.access) return notFoundPage(params);
  const pagePath = getPathname({ locale: page.locale, href: page.path });
  const shown = await guardPage(page.properties.access, page.locale, pagePath);
  if (shown === 'unavailable') return <AccessUnavailablePage page={page} pagePath={pagePath} />;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((await searchParams) ?? {})) for (const one of [value ?? []].flat()) query.append(name, one);
  return <CmsPageView page={page} restricted={shown === 'restricted'} perRequest viewer={await currentViewer()} searchParams={query} />;
}
