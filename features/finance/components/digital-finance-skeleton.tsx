import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { DigitalFinanceBlockProps } from './digital-finance-schema';
import { DigitalFinanceLoading } from './digital-finance-frame';

/** What a streamed page shows while the records load: the wrapper's frame with shapes of its final size. */
export async function DigitalFinanceSkeleton({ props, context, nodeId }: BlockProps<DigitalFinanceBlockProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'DigitalFinance' });
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'digital-finance'}-loading`}>
      <DigitalFinanceLoading label={t('loading')} />
    </WidgetSection>
  );
}
