import 'server-only';
import { cache } from 'react';
import { SEO_SLUG_MAX_LENGTH, SEO_SLUG_PATTERN, type ProductWithAssets } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import { UpstreamError } from '@/lib/upstreams/http';
import { routeGroups, routeOf, type ProductRoute } from '../logic/product-pages';

/** A product page's read settled: the product (its files null when they could not be read), no such product on this route, or a catalogue failure. */
export type ProductRead = { kind: 'product'; product: ProductWithAssets } | { kind: 'not-found' } | { kind: 'failed'; error: UpstreamError };

/**
 * The product a route shows at this slug. Only a slug the route's groups list is asked for: the
 * lists are in the data cache (30 minutes), and unknown slugs, as many as anyone cares to type, then
 * cost the catalogue nothing. One read per request: the page and its metadata share it (React `cache`).
 */
export const readProductPage = cache(async (route: ProductRoute, locale: Locale, seoSlug: string): Promise<ProductRead> => {
  if (seoSlug.length > SEO_SLUG_MAX_LENGTH || !SEO_SLUG_PATTERN.test(seoSlug)) return { kind: 'not-found' };
  try {
    const listed = await Promise.all(routeGroups[route].map((group) => catalogue.listGroup(locale, group)));
    if (!listed.flat().some((product) => product.seoSlug === seoSlug)) return { kind: 'not-found' };
    const product = await catalogue.productBySlug(locale, seoSlug);
    // Gone since the list was read, or moved to a group of the other route.
    if (!product || routeOf(product.group) !== route) return { kind: 'not-found' };
    return { kind: 'product', product };
  } catch (error) {
    // Already logged by the HTTP helper (service, operation, status): the route shows its error page.
    if (error instanceof UpstreamError) return { kind: 'failed', error };
    throw error;
  }
});
