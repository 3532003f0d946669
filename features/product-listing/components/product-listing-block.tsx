import { getTranslations } from 'next-intl/server';
import { CatalogueError } from '@/components/catalogue/catalogue-error';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { loadListing } from '../logic/load-listing';
import { listingFacets, listingRows } from '../logic/listing-rows';
import { cropNamer } from '@/lib/catalogue/crop-names';
import { keepsOnlyBio } from '../logic/rules';
import type { ProductListingProps } from '../schema';
import { ProductListing } from './product-listing-island.client';

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
        <CatalogueError title={t('errorTitle')} text={t('errorText')} />
      </WidgetSection>
    );
  }

  const rows = listingRows(listing.products, locale, props.novelties);
  const cropName = await cropNamer(locale, listing.products);
  const facets = listingFacets(props.group, rows, locale, {
    labels: {
      crop: { label: t('facets.crop'), all: t('facets.allCrops') },
      maturity: { label: t('facets.maturity'), all: t('facets.allMaturities') },
      trait: { label: t('facets.trait'), all: t('facets.allTraits') },
      type: { label: t('facets.type'), all: t('facets.allTypes') },
    },
    cropName,
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
