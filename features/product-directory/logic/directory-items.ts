import { cropDisplayCode, productPath, type CatalogueProduct } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import type { DigitalSolution } from '../schema';
import type { DirectoryItem, ItemKind } from './directory';

/**
 * The catalogue's products and the editor's digital solutions as the directory's cards (server
 * side): one card per product page, descriptions cut to a card's length, everything filed by name
 * in the locale's order.
 */

/** A card's description at most this many characters: about three lines of a card. */
export const CARD_DESCRIPTION = 140;

/** `text` cut at the last word that fits in `max` characters, with an ellipsis; whole when it fits. */
export function shortDescription(text: string, max = CARD_DESCRIPTION): string {
  const characters = [...text.trim()];
  if (characters.length <= max) return text.trim();
  const cut = characters.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it is; otherwise at a word's end, without trailing punctuation.
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

const kindOf = (product: CatalogueProduct): ItemKind => (product.group === 'seeds' ? 'seeds' : 'crop-protection');

export function productItems(products: readonly CatalogueProduct[], locale: Locale): DirectoryItem[] {
  const byPath = new Map<string, DirectoryItem>();
  for (const product of products) {
    const href = productPath(locale, product);
    // A product listed in two groups is one card (its page is one).
    if (byPath.has(href)) continue;
    byPath.set(href, {
      id: product.seoSlug,
      kind: kindOf(product),
      name: product.name,
      ...(product.group === 'seeds' && product.hybridLabel !== product.name && { hybridLabel: product.hybridLabel }),
      isBio: product.isBio,
      href,
      external: false,
      typeLabel: product.typeLabel,
      brand: product.brand,
      description: shortDescription(product.description),
      image: null,
      crops: [...new Set(product.crops.map(cropDisplayCode))],
    });
  }
  return [...byPath.values()];
}

/** The editor's digital solutions: `resolve` puts a site path under the locale ('/tools/voucher' -> '/en-US/tools/voucher'). */
export function digitalItems(solutions: readonly DigitalSolution[], resolve: (href: string) => string): DirectoryItem[] {
  return solutions.map((solution, index) => {
    const external = /^https:\/\//i.test(solution.href);
    return {
      id: `digital-${index + 1}`,
      kind: 'digital-solutions',
      name: solution.name,
      isBio: false,
      href: external ? solution.href : resolve(solution.href),
      external,
      typeLabel: null,
      brand: null,
      description: shortDescription(solution.description),
      image: solution.image ? { src: solution.image.src, alt: solution.image.alt, width: solution.image.width, height: solution.image.height } : null,
      crops: [],
    };
  });
}

/** Every card filed by name in the locale's order. */
export function sortedByName(items: readonly DirectoryItem[], locale: Locale): DirectoryItem[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
