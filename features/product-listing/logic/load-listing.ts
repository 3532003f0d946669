import 'server-only';
import type { CatalogueProduct } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import { failureFields } from '@/lib/upstreams/http';
import type { ProductListingProps } from '../schema';
import type { ListedCatalogueProduct } from './listing-rows';
import { keepsOnlyBio } from './rules';

export type LoadedListing = { ok: true; products: ListedCatalogueProduct[] } | { ok: false };

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
    log.error('product_listing.load_failed', { locale, page, group, ...failureFields(error) });
    return { ok: false };
  }
  if (keepsOnlyBio({ group, bioOnly })) products = products.filter((product) => product.isBio);
  return { ok: true, products: await catalogue.withAssets(locale, products, { page, group }) };
}
