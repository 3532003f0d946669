import 'server-only';
import type { CatalogueProduct, ProductGroup } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import { failureFields } from '@/lib/upstreams/http';
import { cardRow, growsOn, type CardRow } from './cards';

export type LoadedCards = { ok: true; rows: CardRow[] } | { ok: false };

/** Spec §8: a failed catalogue read is logged and shown as the widget's error. */
async function settled(locale: Locale, where: Record<string, unknown>, read: () => Promise<CatalogueProduct[]>): Promise<LoadedCards> {
  let products: CatalogueProduct[];
  try {
    products = await read();
  } catch (error) {
    log.error('product_cards.load_failed', { ...where, locale, ...failureFields(error) });
    return { ok: false };
  }
  // Each card with its logo; a product whose files cannot be read shows without (spec §8).
  const withFiles = await catalogue.withAssets(locale, products, where);
  return { ok: true, rows: withFiles.map((product) => cardRow(product, locale)) };
}

/** The products of these groups (each list cached 30 minutes), limited to the crops when given. */
export function loadGroups(locale: Locale, groups: readonly ProductGroup[], crops: readonly string[] | undefined, page: string): Promise<LoadedCards> {
  return settled(locale, { page, groups }, async () => {
    const lists = await Promise.all(groups.map((group) => catalogue.listGroup(locale, group)));
    return lists.flat().filter((product) => growsOn(product, crops));
  });
}

/** The editor's products by slug, in their order (unknown slugs left out). */
export function loadSlugs(locale: Locale, seoSlugs: readonly string[], page: string): Promise<LoadedCards> {
  return settled(locale, { page, slugs: seoSlugs.length }, () => catalogue.bySlugs(locale, seoSlugs));
}
