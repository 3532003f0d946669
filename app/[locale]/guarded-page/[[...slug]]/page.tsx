import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentViewer, guardPage } from '@/lib/auth/guard';
import { CmsPageView, guardedPageMetadata, loadCmsPage, type CmsRouteParams } from '../../_cms/cms-page';
import { getPathname } from '@/lib/i18n/navigation';

/** Rendered for each request: what it shows depends on who asks. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: CmsRouteParams }): Promise<Metadata> {
  return guardedPageMetadata(await loadCmsPage(params));
}

/**
 * CMS pages with access rules (the proxy rewrites them here). The guard runs in this render,
 * whatever headers came with the request; pages without rules are not served from this URL.
 */
export default async function GuardedCmsPageRoute({ params }: { params: CmsRouteParams }) {
  const page = await loadCmsPage(params);
  if (!page.properties.access) notFound();
  const shown = await guardPage(page.properties.access, page.locale, getPathname({ locale: page.locale, href: page.path }));
  return <CmsPageView page={page} restricted={shown === 'restricted'} perRequest viewer={await currentViewer()} />;
}
