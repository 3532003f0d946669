import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { productPageMetadata, ProductDetailPage, readProductPage, routePath, type ProductRead, type ProductRoute } from '@/features/product-detail';
import { isLocale, localeOrDefault, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { NotFoundMessage, notFoundMetadata } from '../_status/not-found-message';
import { PageFailure } from '../_status/page-failure';
import { NotFoundStatus } from '../_status/response-status';

/**
 * What the two product page routes share (`/cpd/{seoSlug}` here, `/d/{seoSlug}` beside it): each
 * is an ISR page (see their `revalidate`) that renders the product, the localized 404 with its
 * status, or the error page with a 500. The 404 and the 500 carry their message in the server's
 * HTML (as the cached CMS route's: `_status/response-status.tsx`), and neither is kept: Next never
 * stores a failed render, and the cache handler never stores a 404.
 */

export type ProductRouteParams = Promise<{ locale: string; seoSlug: string }>;

async function resolve(route: ProductRoute, params: ProductRouteParams): Promise<{ locale: Locale; seoSlug: string; read: ProductRead }> {
  const { locale, seoSlug } = await params;
  if (!isLocale(locale)) return { locale: localeOrDefault(locale), seoSlug, read: { kind: 'not-found' } };
  setRequestLocale(locale);
  return { locale, seoSlug, read: await readProductPage(route, locale, seoSlug) };
}

export async function productRouteMetadata(route: ProductRoute, params: ProductRouteParams): Promise<Metadata> {
  const { locale, read } = await resolve(route, params);
  // As the CMS route's metadata on a failed read: thrown, so the error page's own title is the
  // page's, and the render fails (500, not cached).
  if (read.kind === 'failed') throw read.error;
  return read.kind === 'product' ? productPageMetadata(locale, read.product) : notFoundMetadata(locale);
}

export async function productRoutePage(route: ProductRoute, params: ProductRouteParams): Promise<ReactNode> {
  const { locale, seoSlug, read } = await resolve(route, params);
  if (read.kind === 'product') return <ProductDetailPage locale={locale} product={read.product} />;
  // The same message the browser's error boundary shows once the page hydrates (`error.tsx`);
  // retrying without JavaScript is reloading the address.
  if (read.kind === 'failed') return <PageFailure locale={locale} retryHref={getPathname({ locale, href: routePath(route, seoSlug) })} error={read.error} />;
  return (
    <>
      <NotFoundMessage locale={locale} />
      <NotFoundStatus />
    </>
  );
}
