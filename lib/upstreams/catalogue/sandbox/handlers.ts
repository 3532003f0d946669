import { http, HttpResponse } from 'msw';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxCatalogueKey } from '../config';
import {
  API_KEY_HEADER,
  MAX_PAGE_SIZE,
  MAX_SLUGS,
  PAGE_SIZE,
  PRODUCTS_PATH,
  vendorProductGroups,
  type AssetsAnswer,
  type ProductsPage,
  type VendorError,
  type VendorProductGroup,
} from '../contract';
import { SANDBOX_FILES_PATH, sandboxAssets, sandboxFile, sandboxProducts, wireCrops, wireName } from './products';

/**
 * A stand-in for the product catalogue service (its contract in ../contract.ts, its products in
 * ./products.ts): a 401 for a wrong key on every API path, the products by group (filtered and
 * paged) or by slug, each product's assets, and the files those assets link to (public, no key).
 */

const BASE = `${SANDBOX_ORIGIN}/catalogue/v1`;

/** A plain Response, so a handler's answer type stays its success body's. */
const vendorError = (status: number, error: VendorError['error'], message: string): Response => HttpResponse.json<VendorError>({ error, message }, { status });

/** A whole number in [min, max] from the query, its default when absent, or null. */
function wholeNumber(raw: string | null, fallback: number, min: number, max: number): number | null {
  if (raw === null) return fallback;
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : null;
}

const commaList = (raw: string | null) => raw?.split(',').map((item) => item.trim()).filter(Boolean);

/** Case and accents do not matter to the name filter: 'ebano' finds 'Ébano T1162'. */
const folded = (text: string, locale: Locale) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

export const catalogueHandlers = [
  // The key is checked before anything else, on known paths and unknown ones alike.
  http.all(`${BASE}/*`, ({ request }) =>
    request.headers.get(API_KEY_HEADER) === sandboxCatalogueKey ? undefined : vendorError(401, 'unauthorized', 'The API key is missing or not valid.'),
  ),

  http.get(`${BASE}${PRODUCTS_PATH}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const locale = query.get('locale');
    if (!isLocale(locale)) return vendorError(400, 'invalid-locale', 'locale must be pt-BR, es-AR or en-US.');
    const group = query.get('productGroup');
    if (group !== null && !vendorProductGroups.includes(group as VendorProductGroup)) return vendorError(400, 'invalid-group', `productGroup must be one of ${vendorProductGroups.join(', ')}.`);
    const slugs = commaList(query.get('slugs'));
    if (group === null && slugs === undefined) return vendorError(400, 'invalid-request', 'productGroup or slugs is required.');
    if (slugs && slugs.length > MAX_SLUGS) return vendorError(400, 'invalid-request', `At most ${MAX_SLUGS} slugs.`);
    const page = wholeNumber(query.get('page'), 0, 0, 10_000);
    const size = wholeNumber(query.get('size'), PAGE_SIZE, 1, MAX_PAGE_SIZE);
    if (page === null || size === null) return vendorError(400, 'invalid-request', `page must be 0 or more and size 1-${MAX_PAGE_SIZE}.`);
    const name = query.get('productName')?.trim();
    const crops = commaList(query.get('crops'));

    const matching = sandboxProducts(locale).filter(
      (product) =>
        (group === null || product.productGroup === group) &&
        (!slugs || slugs.includes(product.seoSlug)) &&
        (!name || folded(wireName(product), locale).includes(folded(name, locale))) &&
        (!crops?.length || wireCrops(product).some((crop) => crops.includes(crop))),
    );
    return HttpResponse.json<ProductsPage>({
      page,
      size,
      totalElements: matching.length,
      totalPages: Math.ceil(matching.length / size),
      products: matching.slice(page * size, (page + 1) * size),
    });
  }),

  http.get(`${BASE}/assets/:seoSlug`, ({ request, params }) => {
    const locale = new URL(request.url).searchParams.get('locale');
    if (!isLocale(locale)) return vendorError(400, 'invalid-locale', 'locale must be pt-BR, es-AR or en-US.');
    const assets = sandboxAssets(locale, String(params.seoSlug));
    return assets ? HttpResponse.json<AssetsAnswer>(assets) : vendorError(404, 'product-not-found', 'No product has this slug.');
  }),

  // The logos and documents the assets link to (`/sandbox/catalogue/files/{slug}/{file}` in a browser).
  http.get(`${SANDBOX_ORIGIN}${SANDBOX_FILES_PATH}/:seoSlug/:file`, ({ params }) => {
    const file = sandboxFile(String(params.seoSlug), String(params.file));
    if (!file) return new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return new HttpResponse(file.body, { headers: { 'content-type': file.contentType, 'cache-control': 'public, max-age=86400' } });
  }),
];
