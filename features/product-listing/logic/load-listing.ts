import 'server-only';
import type { CatalogueProduct } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import { UpstreamError } from '@/lib/upstreams/http';
import type { ProductListingProps } from '../schema';
import type { ListedCatalogueProduct } from './listing-rows';
import { keepsOnlyBio } from './rules';

/** Files read at once: a group is a few dozen products, and the service is not asked for all of them together. */
const ASSET_READS_AT_ONCE = 8;

async function mapAtMost<T, R>(items: readonly T[], atOnce: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

export type LoadedListing = { ok: true; products: ListedCatalogueProduct[] } | { ok: false };

const failureOf = (error: unknown) => (error instanceof UpstreamError ? error.failure : 'unexpected');

/**
 * The products a listing shows, each with its files, read on the server (the page is cached with
 * them). Spec §8: a failed list is logged and shown as the listing's error; a product whose files
 * cannot be read is shown without them (logo and downloads).
 */
export async function loadListing(locale: Locale, { group, bioOnly }: Pick<ProductListingProps, 'group' | 'bioOnly'>, page: string): Promise<LoadedListing> {
  let products: CatalogueProduct[];
  try {
    products = await catalogue.listGroup(locale, group);
  } catch (error) {
    log.error('product_listing.load_failed', {
      locale,
      page,
      group,
      failure: failureOf(error),
      status: error instanceof UpstreamError ? error.status : undefined,
      reason: errorMessage(error),
    });
    return { ok: false };
  }
  if (keepsOnlyBio({ group, bioOnly })) products = products.filter((product) => product.isBio);

  const failures: string[] = [];
  const assets = await mapAtMost(products, ASSET_READS_AT_ONCE, (product) =>
    catalogue.assets(locale, product.seoSlug).catch((error: unknown) => {
      failures.push(failureOf(error));
      return null;
    }),
  );
  if (failures.length > 0) log.warn('product_listing.assets_unavailable', { locale, page, group, products: failures.length, failures: [...new Set(failures)] });
  return { ok: true, products: products.map((product, index) => ({ ...product, assets: assets[index] ?? null })) };
}
