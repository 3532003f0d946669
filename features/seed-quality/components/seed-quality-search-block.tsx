import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { SeedQualitySearchBlockProps } from '../schema';
import type { SeedQualityLabels } from './seed-quality-search.client';
import { SeedQualitySearch } from './seed-quality-search-island.client';

/** The `seed-quality-search` block: heading and words from the server, the search in an island loaded when wanted. */
export async function SeedQualitySearchBlock({ props, context, nodeId }: BlockProps<SeedQualitySearchBlockProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'SeedQuality' });
  const idPrefix = nodeId ?? 'seed-quality-search';
  const labels: SeedQualityLabels = {
    label: t('label'),
    hint: t('hint'),
    submit: t('submit'),
    loading: t('loading'),
    error: t('error'),
    sheetTitle: t('sheetTitle'),
    close: t('close'),
    batch: t('batch'),
    fields: {
      hybrid: t('fields.hybrid'),
      grade: t('fields.grade'),
      germinationPower: t('fields.germinationPower'),
      recommendedPlate: t('fields.recommendedPlate'),
      doubles: t('fields.doubles'),
      failures: t('fields.failures'),
      pureSeed: t('fields.pureSeed'),
      dav: t('fields.dav'),
    },
  };
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${idPrefix}-heading`}>
      {props.description && <p>{props.description}</p>}
      <SeedQualitySearch idPrefix={idPrefix} locale={context.locale} labels={labels} />
    </WidgetSection>
  );
}
