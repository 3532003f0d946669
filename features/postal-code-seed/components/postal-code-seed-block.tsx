import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import type { PostalCodeSeedWidgetBlockProps } from '../schema';
import { PostalCodeSeedWidget } from './postal-code-seed-island.client';
import type { PostalCodeSeedLabels } from './postal-code-seed.client';

/**
 * The `postal-code-seed-widget` block: nothing while the recommendation widget's flag is off (spec
 * §6, default on); else heading and words from the server and the widget in an island loaded when wanted.
 */
export async function PostalCodeSeedBlock({ props, context, nodeId }: BlockProps<PostalCodeSeedWidgetBlockProps>) {
  if (!(await flagEnabled(flagKeys.recommendationWidget))) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'PostalCodeSeed' });
  const idPrefix = nodeId ?? 'postal-code-seed';
  const labels: PostalCodeSeedLabels = {
    label: t('label'),
    hint: t('hint'),
    submit: t('submit'),
    searching: t('searching'),
    notFound: t('notFound'),
    failed: t('failed'),
    showingFor: t('showingFor'),
    change: t('change'),
    changeTitle: t('changeTitle'),
    close: t('close'),
    region: t('region'),
    loadingRecommendation: t('loadingRecommendation'),
    recommendationFailed: t('recommendationFailed'),
    retry: t('retry'),
    hybrid: t('hybrid'),
    cycle: t('cycle'),
    population: t('population'),
    sowingWindow: t('sowingWindow'),
  };
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${idPrefix}-heading`}>
      {props.description && <p>{props.description}</p>}
      <PostalCodeSeedWidget idPrefix={idPrefix} locale={context.locale} labels={labels} />
    </WidgetSection>
  );
}
