import { getTranslations } from 'next-intl/server';
import { CatalogueError } from '@/components/catalogue/catalogue-error';
import { resolveCmsHref } from '@/components/cms/cms-href';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import { cropNamer } from '@/lib/catalogue/crop-names';
import type { BlockProps } from '@/lib/cms/blocks';
import { digitalItems, productItems, sortedByName } from '../logic/directory-items';
import { loadDirectory } from '../logic/load-directory';
import type { ProductDirectoryProps } from '../schema';
import { ProductDirectory } from './product-directory-island.client';
import styles from './product-directory.module.css';

/**
 * The `products-directory` block: the three catalogue groups read on the server (cached with the
 * page) and the editor's digital solutions, as cards the directory's island filters in the browser.
 * The server's HTML is the All tab's first 8 cards with the controls. A failed group is logged and
 * shown as the directory's error (spec §8).
 */
export async function ProductDirectoryBlock({ props, context, nodeId }: BlockProps<ProductDirectoryProps>) {
  const { locale } = context;
  const [t, links, loaded] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductDirectory' }),
    getTranslations({ locale, namespace: 'Links' }),
    loadDirectory(locale, context.page.path),
  ]);
  const idPrefix = nodeId ?? 'products-directory';
  const heading = props.heading ?? t('heading');
  const intro = props.intro && <p className={cx(typography.body1, styles.intro)}>{props.intro}</p>;

  if (!loaded.ok) {
    return (
      <WidgetSection heading={heading} headingId={`${idPrefix}-heading`}>
        <div className={styles.directory}>
          {intro}
          <CatalogueError title={t('errorTitle')} text={t('errorText')} />
        </div>
      </WidgetSection>
    );
  }

  const items = sortedByName([...productItems(loaded.products, locale), ...digitalItems(props.digitalSolutions, (href) => resolveCmsHref(locale, href))], locale);
  const cropName = await cropNamer(locale, loaded.products);
  const cropNames = Object.fromEntries([...new Set(items.flatMap((item) => item.crops))].map((code) => [code, cropName(code)]));

  return (
    <WidgetSection heading={heading} headingId={`${idPrefix}-heading`}>
      <div className={styles.directory}>
        {intro}
        <ProductDirectory
          idPrefix={idPrefix}
          locale={locale}
          items={items}
          cropNames={cropNames}
          labels={{
            tabsLabel: t('tabsLabel'),
            tabs: { all: t('tabs.all'), 'crop-protection': t('tabs.cropProtection'), seeds: t('tabs.seeds'), 'digital-solutions': t('tabs.digitalSolutions') },
            letters: t('letters'),
            filters: t('filters'),
            search: t('search'),
            crop: t('facets.crop'),
            allCrops: t('facets.allCrops'),
            type: t('facets.type'),
            allTypes: t('facets.allTypes'),
            // Raw: the island picks the plural by Intl.PluralRules and formats the numbers itself.
            count: { one: t.raw('count.one') as string, other: t.raw('count.other') as string },
            noResults: t('noResults'),
            loadMore: t('loadMore'),
            bio: t('bio'),
            digitalSolution: t('digitalSolution'),
            newTab: links('newTab'),
          }}
        />
      </div>
    </WidgetSection>
  );
}
