import { type NextRequest } from 'next/server';
import { z } from 'zod';
import { SEO_SLUG_MAX_LENGTH, SEO_SLUG_PATTERN, type CropProtectionAssetsAnswer } from '@/lib/catalogue/contract';
import { jsonError } from '@/lib/http/responses';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import { upstreamErrorResponse, UpstreamError } from '@/lib/upstreams/http';

/** Files change a few times a season: browsers keep them 5 minutes, the CDN half an hour. */
const CACHE = 'public, max-age=300, s-maxage=1800';

const querySchema = z.object({
  product: z.string().max(SEO_SLUG_MAX_LENGTH).regex(SEO_SLUG_PATTERN),
  locale: z.enum(locales).default(defaultLocale),
});

/**
 * `GET /api/crop-protection-assets?product={seoSlug}&locale=pt-BR` -> `CropProtectionAssetsAnswer`
 * (lib/catalogue/contract.ts): a crop protection or biological product's name, slug and files.
 * When only its files cannot be read, the product comes without them (`assets: null`, spec §8),
 * not cached. 400 `invalid_product` (not a slug) or `invalid_locale`; 404 `product_not_found` (no
 * such product, or a seed); 502/504 when the catalogue fails (never 500).
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const parsed = querySchema.safeParse({ product: query.get('product') ?? '', locale: query.get('locale') || undefined });
  if (!parsed.success) {
    return parsed.error.issues.some((issue) => issue.path[0] === 'product')
      ? jsonError(400, 'invalid_product', 'product must be a product slug.')
      : jsonError(400, 'invalid_locale', `locale must be one of ${locales.join(', ')}.`);
  }
  try {
    const product = await catalogue.productBySlug(parsed.data.locale, parsed.data.product);
    if (!product || product.group === 'seeds') return jsonError(404, 'product_not_found', 'No crop protection or biological product has this slug.');
    const answer: CropProtectionAssetsAnswer = { data: { productName: product.name, product: product.seoSlug, assets: product.assets } };
    return Response.json(answer, { headers: { 'cache-control': product.assets ? CACHE : 'no-store' } });
  } catch (error) {
    // An unknown slug is an answer above (the products call lists none); a 404 of the call itself is a wrong address.
    if (error instanceof UpstreamError && error.failure === 'not_found') return jsonError(502, 'upstream_error', error.message);
    return upstreamErrorResponse(error);
  }
}
