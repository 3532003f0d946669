import { type NextRequest } from 'next/server';
import { z } from 'zod';
import type { CropProtectionIdsAnswer } from '@/lib/catalogue/contract';
import { jsonError } from '@/lib/http/responses';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import { catalogue } from '@/lib/upstreams/catalogue/client';

/** The catalogue changes a few times a season: browsers keep the list 5 minutes, the CDN half an hour. */
const CACHE = 'public, max-age=300, s-maxage=1800';

const querySchema = z.object({ locale: z.enum(locales).default(defaultLocale) });

/**
 * `GET /api/crop-protection-ids?locale=pt-BR` -> `CropProtectionIdsAnswer` (lib/catalogue/contract.ts):
 * the crop protection and biological products by name and slug. When the catalogue fails the answer
 * is still 200, with no items (spec §8), logged and not cached. 400 `invalid_locale` for a locale
 * that is not ours (none means pt-BR).
 */
export async function GET(request: NextRequest) {
  const parsed = querySchema.safeParse({ locale: request.nextUrl.searchParams.get('locale') || undefined });
  if (!parsed.success) return jsonError(400, 'invalid_locale', `locale must be one of ${locales.join(', ')}.`);
  const { locale } = parsed.data;
  try {
    const ids = await catalogue.cropProtectionIds(locale);
    return Response.json({ items: ids.map((fullProduct) => ({ fullProduct })) } satisfies CropProtectionIdsAnswer, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    log.warn('crop_protection_ids.failed', { locale, error: errorMessage(error) });
    return Response.json({ items: [] } satisfies CropProtectionIdsAnswer, { headers: { 'cache-control': 'no-store' } });
  }
}
