import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type siteMessages from '@/locales/en-US.json';
import { cropDisplayCode, type CatalogueProduct } from './contract';

type CropCode = keyof (typeof siteMessages)['Crops'];

const titleCase = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ');

/**
 * How the catalogue's browsing widgets name a crop (by its display code, `cropDisplayCode`) in a
 * locale: the site's `Crops` messages for the crops they know (OSR as rapeseed), else the
 * catalogue's own name for a seed's crop among `products`, else the code in title case.
 */
export async function cropNamer(locale: Locale, products: readonly CatalogueProduct[] = []): Promise<(code: string) => string> {
  const t = await getTranslations({ locale, namespace: 'Crops' });
  const catalogueNames = new Map(
    products.flatMap((product) => (product.group === 'seeds' ? product.crops.map((crop) => [cropDisplayCode(crop), product.cropLabel] as const) : [])),
  );
  return (code) => (t.has(code as CropCode) ? t(code as CropCode) : (catalogueNames.get(code) ?? titleCase(code)));
}
