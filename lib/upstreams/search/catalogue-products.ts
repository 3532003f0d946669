import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import type { IndexedProduct } from './feed';

/** The products the site search indexes for a locale: the catalogue's, as its client reads (and caches) them. */
export function catalogueProducts(locale: Locale): Promise<readonly IndexedProduct[]> {
  return catalogue.listProducts(locale);
}
