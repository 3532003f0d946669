import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { loadListing } from '../logic/load-listing';
import { listingFacets, listingRows, type ListedCatalogueProduct } from '../logic/listing-rows';
import { cropDisplayCode } from '@/lib/catalogue/contract';
import { keepsOnlyBio } from '../logic/rules';
import type enUS from '../messages/en-US.json';
import type { ProductListingProps } from '../schema';
import { ProductListing } from './product-listing-island.client';
import styles from './product-listing.module.css';

/** The messages' heading of each group (`heading.<key>`), for a listing without its own. */
export const headingKeys = { seeds: 'seeds', 'crop-protection': 'cropProtection', biological: 'biological' } as const;

/**
 * The `product-listing` block: a catalogue group's products read on the server (cached with the
 * page) and rendered whole by the listing's island, which filters them in the browser once its
 * code loads. A failed catalogue is the listing's error state, logged (spec §8).
 */
export async function ProductListingBlock({ props, context, nodeId }: BlockProps<ProductListingProps>) {
  const { locale } = context;
  const [t, links, listing] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductListing' }),
    getTranslations({ locale, namespace: 'Links' }),
    loadListing(locale, props, context.page.path),
  ]);
  const idPrefix = nodeId ?? 'product-listing';
  const heading = props.heading ?? t(`heading.${headingKeys[props.group]}`);

  if (!listing.ok) {
    return (
      <WidgetSection heading={heading} headingId={`${idPrefix}-heading`}>
        <div role="alert" className={styles.error}>
          <p className={cx(typography.h6, styles.errorTitle)}>{t('errorTitle')}</p>
          <p className={typography.body2}>{t('errorText')}</p>
        </div>
      </WidgetSection>
    );
  }

  const rows = listingRows(listing.products, locale, props.novelties);
  const vendorCropNames = vendorCropLabels(listing.products);
  const facets = listingFacets(props.group, rows, locale, {
    labels: {
      crop: { label: t('facets.crop'), all: t('facets.allCrops') },
      maturity: { label: t('facets.maturity'), all: t('facets.allMaturities') },
      trait: { label: t('facets.trait'), all: t('facets.allTraits') },
      type: { label: t('facets.type'), all: t('facets.allTypes') },
    },
    cropName: (code) => (t.has(cropKey(code)) ? t(cropKey(code)) : (vendorCropNames.get(code) ?? titleCase(code))),
    maturityRange: (range) => t('maturityRange', { range }),
    conventional: t('conventional'),
  });

  return (
    <WidgetSection heading={heading} headingId={`${idPrefix}-heading`}>
      <ProductListing
        idPrefix={idPrefix}
        locale={locale}
        rows={rows}
        facets={facets}
        bioFilter={props.group === 'crop-protection' && !keepsOnlyBio(props)}
        labels={{
          letters: t('letters'),
          filters: t('filters'),
          search: t('search'),
          bioOnly: t('bioOnly'),
          productName: t('productName'),
          description: t('description'),
          download: t('download'),
          noResults: t('noResults'),
          // Every count the filters can leave, formatted here: the island needs no message runtime.
          shown: Array.from({ length: rows.length + 1 }, (_, count) => t('shown', { count })),
          bio: t('bio'),
          details: t('details'),
          showMore: t('showMore'),
          showLess: t('showLess'),
          downloads: t('downloads'),
          showAllDownloads: t('showAllDownloads'),
          showFewerDownloads: t('showFewerDownloads'),
          noDownloads: t('noDownloads'),
          newTab: links('newTab'),
        }}
      />
    </WidgetSection>
  );
}

type CropCode = keyof (typeof enUS)['ProductListing']['crops'];
/** A crop's message key: any display code may come, and `t.has` says whether the messages name it. */
const cropKey = (code: string) => `crops.${code}` as `crops.${CropCode}`;

/** A seed's crop as the catalogue names it in the locale: the name of a crop the messages do not know. */
function vendorCropLabels(products: readonly ListedCatalogueProduct[]): Map<string, string> {
  return new Map(products.flatMap((product) => (product.group === 'seeds' ? product.crops.map((crop) => [cropDisplayCode(crop), product.cropLabel] as const) : [])));
}

const titleCase = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ');
