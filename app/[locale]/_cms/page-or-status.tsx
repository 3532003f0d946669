import type { ReactNode } from 'react';
import type { CmsPage } from '@/lib/cms/model';
import { pagePathFromSlug } from '@/lib/cms/paths';
import { localeOrDefault } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { NotFoundMessage } from '../_status/not-found-message';
import { PageFailure } from '../_status/page-failure';
import { NotFoundStatus } from '../_status/response-status';
import { findCmsPage, readPageSurroundings, type CmsRouteParams } from './cms-page';

export type CmsPageOrStatus = { page: CmsPage; status?: undefined } | { page?: undefined; status: ReactNode };

/** The localized 404 page with its status, for a route that renders it itself. */
export async function notFoundPage(params: CmsRouteParams): Promise<ReactNode> {
  return (
    <>
      <NotFoundMessage locale={localeOrDefault((await params).locale)} />
      <NotFoundStatus />
    </>
  );
}

/**
 * The CMS page at these params, with everything its view reads already read, or what both CMS
 * routes render instead: the 404 page when the CMS has none there, the error page (500) when its
 * content cannot be read. Each carries its message in the server's HTML (see NotFoundStatus): a
 * thrown notFound() or error would leave an empty error shell.
 */
export async function readCmsPageOrStatus(params: CmsRouteParams): Promise<CmsPageOrStatus> {
  try {
    const page = await findCmsPage(params);
    if (page) {
      await readPageSurroundings(page);
      return { page };
    }
  } catch (error) {
    const { locale, slug } = await params;
    const shown = localeOrDefault(locale);
    return { status: <PageFailure locale={shown} retryHref={getPathname({ locale: shown, href: pagePathFromSlug(slug) })} error={error} /> };
  }
  return { status: await notFoundPage(params) };
}
