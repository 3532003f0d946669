import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { getPathname } from '@/lib/i18n/navigation';
import { pageCount } from '../logic/cards';
import { loadGroups, loadSlugs } from '../logic/load-cards';
import type { ProductCardGridProps } from '../schema';
import { CatalogueError } from '@/components/catalogue/catalogue-error';
import { ProductCardGrid } from './product-card-grid-island.client';

/**
 * The `product-card-grid` block: the editor's products (by slug) or a group's (optionally of one
 * crop), read on the server and handed as plain rows to the grid's island, which pages through
 * them 12 at a time with the page in the URL. A failed catalogue is its error state, logged.
 */
export async function ProductCardGridBlock({ props, context, nodeId }: BlockProps<ProductCardGridProps>) {
  const { locale } = context;
  const load = props.seoSlugs
    ? loadSlugs(locale, props.seoSlugs, context.page.path)
    : loadGroups(locale, [props.group!], props.crop ? [props.crop] : undefined, context.page.path);
  const [t, loaded] = await Promise.all([getTranslations({ locale, namespace: 'ProductCards' }), load]);
  const headingId = `${nodeId ?? 'product-card-grid'}-heading`;
  const heading = props.heading ?? t('grid.heading');

  return (
    <WidgetSection heading={heading} headingId={headingId}>
      {loaded.ok ? (
        <ProductCardGrid
          rows={loaded.rows}
          path={getPathname({ locale, href: context.page.path })}
          serverSearch={context.searchParams?.toString()}
          labels={{
            pages: t('grid.pages'),
            previous: t('grid.previous'),
            next: t('grid.next'),
            page: Array.from({ length: pageCount(loaded.rows.length) }, (_, index) => t('grid.page', { page: index + 1 })),
            noResults: t('noResults'),
            bio: t('card.bio'),
            brandOf: t('card.brand'),
          }}
        />
      ) : (
        <CatalogueError title={t('errorTitle')} text={t('errorText')} />
      )}
    </WidgetSection>
  );
}
