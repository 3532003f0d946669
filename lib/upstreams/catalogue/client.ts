import 'server-only';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import {
  productGroups,
  SEO_SLUG_MAX_LENGTH,
  SEO_SLUG_PATTERN,
  type CatalogueProduct,
  type CropProtectionId,
  type ProductAssets,
  type ProductDocument,
  type ProductGroup,
  type ProductWithAssets,
} from '@/lib/catalogue/contract';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { browserUrl, isSandboxUrl } from '@/lib/sandbox/hook';
import { failureFields, requestJson, UpstreamError } from '../http';
import {
  API_KEY_HEADER,
  assetsAnswerSchema,
  assetsPath,
  MAX_SLUGS,
  PAGE_SIZE,
  PRODUCTS_PATH,
  productsPageSchema,
  productsQuery,
  type AssetsAnswer,
  type ProductsQuery,
  type ProductWire,
  type VendorProductGroup,
} from './contract';

/**
 * The product catalogue service (its wire format in ./contract.ts): the only code that speaks its
 * shapes. No call is retried (the spec asks for none). A group's list is read whole, every page of
 * 20, and kept 30 minutes in Next's data cache per locale and group (spec §9).
 */

const SERVICE = 'catalogue';

/** How long a product list is kept (spec §9: product lists cache 30 minutes). */
export const PRODUCT_LIST_REVALIDATE_SECONDS = 30 * 60;

/** The data cache tag of a locale's lists: expiring it makes the next read ask the service again. */
export const catalogueCacheTag = (locale: Locale) => `catalogue:${locale}`;

const vendorGroups: Record<ProductGroup, VendorProductGroup> = { seeds: 'seeds', 'crop-protection': 'crop-protection', biological: 'bio' };

/** Read at each call (not at import), so a test can shorten the timeout or unset the service. */
function get<T>(operation: string, pathAndQuery: string, schema: z.ZodType<T>): Promise<T> {
  const { baseUrl, apiKey, timeoutMs } = env.catalogue;
  if (!baseUrl || !apiKey) return Promise.reject(new UpstreamError(SERVICE, 'unreachable', 'No product catalogue is configured.'));
  return requestJson({
    service: SERVICE,
    operation,
    url: `${baseUrl.replace(/\/+$/, '')}${pathAndQuery}`,
    init: { headers: { accept: 'application/json', [API_KEY_HEADER]: apiKey } },
    schema,
    timeoutMs,
  });
}

const readPage = (query: ProductsQuery) => get('slugs' in query ? 'productsBySlugs' : 'listProducts', `${PRODUCTS_PATH}?${productsQuery(query)}`, productsPageSchema);

function productOf(wire: ProductWire): CatalogueProduct {
  if (wire.productGroup === 'seeds') {
    const seed = wire.fullProduct;
    return {
      group: 'seeds',
      seoSlug: wire.seoSlug,
      name: seed.hybridLabel,
      brand: wire.brand,
      typeLabel: seed.productTypeLabel,
      description: seed.positioningStatement,
      crops: [seed.crop],
      isBio: false,
      hybridLabel: seed.hybridLabel,
      cropLabel: seed.cropLabel,
      maturity: seed.maturity,
      maturitySort: seed.maturitySort,
      trait: seed.trait,
    };
  }
  return {
    group: wire.productGroup === 'bio' ? 'biological' : 'crop-protection',
    seoSlug: wire.seoSlug,
    name: wire.productLabel,
    brand: wire.brand,
    typeLabel: wire.productTypeLabel,
    description: wire.productDescription,
    crops: [...wire.crops],
    isBio: wire.isBio,
    activeIngredients: wire.activeIngredients.map(({ ingredient }) => ingredient),
  };
}

/**
 * Only absolute http(s) addresses become links: anything else the service sends (`javascript:`, a
 * path on its own host) is dropped. The sandbox's files are on its origin, which browsers reach
 * under /sandbox on this site.
 */
function safeLink(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  return isSandboxUrl(address) ? browserUrl(new URL(address), '') : address;
}

const documentsOf = (documents: AssetsAnswer['pdf']): ProductDocument[] =>
  documents.flatMap(({ title, url }) => {
    const link = safeLink(url);
    return link ? [{ title, url: link }] : [];
  });

const assetsOf = (answer: AssetsAnswer): ProductAssets => ({
  logo: answer['product-logo'].map(({ base }) => safeLink(base)).find((link) => link !== null) ?? null,
  pdfs: documentsOf(answer.pdf),
  labels: documentsOf(answer['product-label']),
});

/** Every product of a group, page after page: the first page says how many there are, the others are read together. */
async function readGroup(locale: Locale, group: ProductGroup): Promise<CatalogueProduct[]> {
  const pageOf = (page: number) => readPage({ productGroup: vendorGroups[group], locale, page, size: PAGE_SIZE });
  const first = await pageOf(0);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => pageOf(index + 1)));
  // Pages read a moment apart can repeat a product that moved from one to the next: the first one stays.
  const bySlug = new Map<string, ProductWire>();
  for (const product of [first, ...rest].flatMap((page) => page.products)) if (!bySlug.has(product.seoSlug)) bySlug.set(product.seoSlug, product);
  return [...bySlug.values()].map(productOf);
}

/**
 * A group's products, from the data cache when it has them. A failure rejects inside the cached
 * function, and unstable_cache keeps nothing of a call that threw: the next request asks again.
 */
const listGroup = (locale: Locale, group: ProductGroup): Promise<CatalogueProduct[]> =>
  unstable_cache(() => readGroup(locale, group), ['catalogue-products', locale, group], {
    revalidate: PRODUCT_LIST_REVALIDATE_SECONDS,
    tags: [catalogueCacheTag(locale)],
  })();

/** Every product of every group, seeds first. */
async function listProducts(locale: Locale): Promise<CatalogueProduct[]> {
  return (await Promise.all(productGroups.map((group) => listGroup(locale, group)))).flat();
}

const isSeoSlug = (slug: string) => slug.length <= SEO_SLUG_MAX_LENGTH && SEO_SLUG_PATTERN.test(slug);

/**
 * The products of these slugs, in the order asked; unknown slugs are left out, and so are slugs
 * that cannot be one (they would break the comma list). Not cached: the slugs are the caller's.
 */
async function bySlugs(locale: Locale, slugs: readonly string[]): Promise<CatalogueProduct[]> {
  const wanted = [...new Set(slugs.filter(isSeoSlug))];
  const chunks = Array.from({ length: Math.ceil(wanted.length / MAX_SLUGS) }, (_, index) => wanted.slice(index * MAX_SLUGS, (index + 1) * MAX_SLUGS));
  const pages = await Promise.all(chunks.map((chunk) => readPage({ slugs: chunk, locale, page: 0, size: PAGE_SIZE })));
  const found = new Map(pages.flatMap((page) => page.products).map((product) => [product.seoSlug, productOf(product)]));
  return wanted.flatMap((slug) => found.get(slug) ?? []);
}

async function readAssets(locale: Locale, seoSlug: string): Promise<ProductAssets> {
  const answer = await get('productAssets', `${assetsPath(seoSlug)}?${new URLSearchParams({ locale })}`, assetsAnswerSchema);
  return assetsOf(answer);
}

/**
 * A product's logo and documents, kept in the data cache as long as the lists (the listing reads
 * a whole group's, the product page and `/api/crop-protection-assets` one). Fails as `not_found`
 * for a slug the service does not know; like the lists, a failure keeps nothing.
 */
const assets = (locale: Locale, seoSlug: string): Promise<ProductAssets> =>
  unstable_cache(() => readAssets(locale, seoSlug), ['catalogue-assets', locale, seoSlug], {
    revalidate: PRODUCT_LIST_REVALIDATE_SECONDS,
    tags: [catalogueCacheTag(locale)],
  })();

/** Spec §8: a product whose files cannot be read is shown without them. */
async function assetsOrNull(locale: Locale, seoSlug: string): Promise<ProductAssets | null> {
  try {
    return await assets(locale, seoSlug);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn('catalogue.assets_unavailable', { seoSlug, failure: error.failure });
    return null;
  }
}

/** Files read at once for a list of products: the service is not asked for a whole group's together. */
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

/**
 * Products with their files (each product's cached like the lists), `ASSET_READS_AT_ONCE` at a
 * time. Spec §8: a product whose files cannot be read comes with `assets: null`; those are logged
 * together, with what the caller says of where it reads (`where`: its page, its group).
 */
async function withAssets(locale: Locale, products: readonly CatalogueProduct[], where: Record<string, unknown> = {}): Promise<ProductWithAssets[]> {
  const failures: string[] = [];
  const files = await mapAtMost(products, ASSET_READS_AT_ONCE, (product) =>
    assets(locale, product.seoSlug).catch((error: unknown) => {
      failures.push(failureFields(error).failure);
      return null;
    }),
  );
  if (failures.length > 0) log.warn('catalogue.assets_unavailable', { ...where, locale, products: failures.length, failures: [...new Set(failures)] });
  return products.map((product, index) => ({ ...product, assets: files[index] ?? null }));
}

/** One product with its files (both asked for at once), or null when the catalogue has no such slug. */
async function productBySlug(locale: Locale, seoSlug: string): Promise<ProductWithAssets | null> {
  if (!isSeoSlug(seoSlug)) return null;
  const [[product], productAssets] = await Promise.all([bySlugs(locale, [seoSlug]), assetsOrNull(locale, seoSlug)]);
  return product ? { ...product, assets: productAssets } : null;
}

/** The crop protection and biological products by name and slug (what `/api/crop-protection-ids` lists). */
async function cropProtectionIds(locale: Locale): Promise<CropProtectionId[]> {
  const groups = await Promise.all([listGroup(locale, 'crop-protection'), listGroup(locale, 'biological')]);
  return groups.flat().map((product) => ({ productName: product.name, product: product.seoSlug }));
}

export const catalogue = { listProducts, listGroup, bySlugs, productBySlug, assets, withAssets, cropProtectionIds };
