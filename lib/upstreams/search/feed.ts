import { pageText } from '@/lib/assistant/page-text';
import { productPath, type ProductGroup } from '@/lib/catalogue/contract';
import type { CmsPage } from '@/lib/cms/model';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchResultType } from '@/lib/search/contract';

/**
 * What the site gives a search index: its pages and products as documents, per locale. A search
 * service of its own crawls the site; the sandbox's embedded index (./sandbox/) is handed this feed
 * instead (./site-feed.ts reads it).
 *
 * Pages: only those a visitor may find, the sitemap's rule (no access rules, `seoIndexing` index),
 * without the home page, which every visitor already has and whose broad keywords would match
 * most searches. The spec's results are articles or products (§3): a `product` page is a product,
 * every other page (articles, tools, campaigns, standard pages) is content, an `article`.
 */

/** What is indexed of a page or a product. */
export interface SearchDocument {
  /** Unique in its locale: `page:{path}`, `product:{group}:{seoSlug}`. */
  id: string;
  type: SearchResultType;
  /** Where the result leads, locale included. */
  navigationPath: string;
  title: string;
  /** Words chosen to be found by: a page's SEO keywords; a product's brand, type label, crops and active ingredients. */
  keywords: string;
  description: string;
  /** A page's own text ('' for a product). */
  text: string;
}

/** The fields a page is judged by, in a listing and on the page itself. */
export function isSearchablePage(page: { path: string; guarded: boolean; seoIndexing: 'index' | 'noindex' }): boolean {
  return !page.guarded && page.seoIndexing === 'index' && page.path !== '/';
}

/** A page's document, or null when it is not one to find (its own properties may say so after the listing did not). */
export function pageDocument(page: CmsPage): SearchDocument | null {
  const { properties } = page;
  if (!isSearchablePage({ path: page.path, guarded: properties.access !== undefined, seoIndexing: properties.seoIndexing })) return null;
  return {
    id: `page:${page.path}`,
    type: properties.pageType === 'product' ? 'product' : 'article',
    navigationPath: getPathname({ locale: page.locale, href: page.path }),
    title: properties.title,
    keywords: properties.seoKeywords.join(' '),
    description: properties.description ?? properties.pageDescription ?? '',
    text: pageText(page.childNodes),
  };
}

/** What the index reads of a catalogue product (`catalogue.listProducts` answers at least this). */
export interface IndexedProduct {
  group: ProductGroup;
  seoSlug: string;
  name: string;
  brand: string;
  typeLabel: string;
  description: string;
  /** The vendor's crop codes. */
  crops: readonly string[];
  /** A seed's crop in the locale's words ('Milho'). */
  cropLabel?: string;
  /** What farmers also search crop protection by. */
  activeIngredients?: readonly string[];
}

export function productDocument(locale: Locale, product: IndexedProduct): SearchDocument {
  return {
    id: `product:${product.group}:${product.seoSlug}`,
    type: 'product',
    navigationPath: productPath(locale, product),
    title: product.name,
    keywords: [product.brand, product.typeLabel, product.cropLabel, ...product.crops, ...(product.activeIngredients ?? [])].filter(Boolean).join(' '),
    description: product.description,
    text: '',
  };
}

export interface SearchFeed {
  /** The locale's documents, read afresh. */
  documents(locale: Locale): Promise<SearchDocument[]>;
  /** Changes when the locale's content is published: an index built at another generation is out of date. */
  generation(locale: Locale): Promise<string>;
}

const slot = globalThis as typeof globalThis & { __terralisSearchFeed?: SearchFeed };

/**
 * Hands the feed to the sandbox's index, in this process (on `globalThis`: every route bundle's
 * copy of the sandbox reads the same). The sandbox cannot import the feed: the CMS and the
 * catalogue reach the sandbox through lib/upstreams/http.ts, so the import would close a cycle.
 */
export function offerSearchFeed(feed: SearchFeed): void {
  slot.__terralisSearchFeed = feed;
}

/** The feed offered last, or null before the site has searched once. */
export function offeredSearchFeed(): SearchFeed | null {
  return slot.__terralisSearchFeed ?? null;
}
