import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import { cropNamer } from '@/lib/catalogue/crop-names';
import type { BlockProps } from '@/lib/cms/blocks';
import { listOptions } from '../logic/cards';
import { loadGroups } from '../logic/load-cards';
import type { ProductListProps } from '../schema';
import { CatalogueError } from '@/components/catalogue/catalogue-error';
import { ProductList } from './product-list-island.client';

/**
 * The `product-list` block: the groups' products read on the server (each list cached 30 minutes,
 * with the page) and handed as plain rows to the list's island, which filters and steps through
 * them in the browser. Its words come formatted: the island carries no message runtime.
 */
export async function ProductListBlock({ props, context, nodeId }: BlockProps<ProductListProps>) {
  const { locale } = context;
  const [t, cropName, loaded] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductCards' }),
    cropNamer(locale),
    loadGroups(locale, props.groups, props.crops, context.page.path),
  ]);
  const idPrefix = nodeId ?? 'product-list';
  const heading = props.heading ?? t('list.heading');

  if (!loaded.ok) {
    return (
      <WidgetSection heading={heading} headingId={`${idPrefix}-heading`}>
        <CatalogueError title={t('errorTitle')} text={t('errorText')} />
      </WidgetSection>
    );
  }

  const { rows } = loaded;
  const options = listOptions(rows, props.crops);
  const crops = options.crops.map((value) => ({ value, label: cropName(value) })).sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <WidgetSection heading={heading} headingId={`${idPrefix}-heading`}>
      <ProductList
        idPrefix={idPrefix}
        locale={locale}
        rows={rows}
        crops={crops}
        brands={options.brands}
        serverSearch={context.searchParams?.toString()}
        labels={{
          filters: t('list.filters'),
          search: t('list.search'),
          crop: t('list.crop'),
          allCrops: t('list.allCrops'),
          brand: t('list.brand'),
          allBrands: t('list.allBrands'),
          count: t('list.count', { shown: '{shown}', total: '{total}' }),
          totals: Array.from({ length: rows.length + 1 }, (_, count) => t('list.total', { count })),
          viewMore: t('list.viewMore'),
          noResults: t('noResults'),
          bio: t('card.bio'),
          brandOf: t('card.brand'),
        }}
      />
    </WidgetSection>
  );
}
