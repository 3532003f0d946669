import 'server-only';
import { productGroups, type CatalogueProduct } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import { failureFields } from '@/lib/upstreams/http';

export type LoadedDirectory = { ok: true; products: CatalogueProduct[] } | { ok: false };

/**
 * Every product of the three catalogue groups, read together on the server (each list cached 30
 * minutes by the client). Spec §8: a group that fails is logged, and the directory shows its error
 * (a directory missing a whole group would say "no matching results" where products exist).
 */
export async function loadDirectory(locale: Locale, page: string): Promise<LoadedDirectory> {
  const groups = await Promise.allSettled(productGroups.map((group) => catalogue.listGroup(locale, group)));
  let ok = true;
  groups.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    ok = false;
    const error: unknown = result.reason;
    log.error('product_directory.load_failed', {
      locale,
      page,
      group: productGroups[index],
      ...failureFields(error),
    });
  });
  if (!ok) return { ok: false };
  return { ok: true, products: groups.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])) };
}
