import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import type { RewardsCalculatorBlockProps } from '../schema';
import { RewardsCalculatorRoot } from './rewards-calculator-root-island.client';

/**
 * The `rewards-calculator` block: the section and heading from the server, the calculator an
 * island (its form is on screen from the first paint; its code loads as it comes near).
 */
export async function RewardsCalculatorBlock({ props, context, nodeId }: BlockProps<RewardsCalculatorBlockProps>) {
  const [t, intl] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'RewardsCalculator' }), clientIntl(context.locale, ['RewardsCalculator'])]);
  const idPrefix = nodeId ?? 'rewards-calculator';
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${idPrefix}-heading`}>
      <RewardsCalculatorRoot intl={intl} idPrefix={idPrefix} />
    </WidgetSection>
  );
}
