import { getTranslations } from 'next-intl/server';
import { resolveCmsHref } from '@/components/cms/cms-href';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import type { LocalYieldTrialsBlockProps } from '../schema';
import { LocalYieldTrialsRoot } from './local-yield-trials-root-island.client';

/**
 * The `local-yield-trials` block: heading and description from the server; the location and the
 * cards are the browser's (the visitor's location is never known to a cached page).
 */
export async function LocalYieldTrialsBlock({ props, context, nodeId }: BlockProps<LocalYieldTrialsBlockProps>) {
  const [t, intl] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'YieldTrials' }),
    clientIntl(context.locale, ['YieldTrials', 'LocationPicker']),
  ]);
  const idPrefix = nodeId ?? 'local-yield-trials';
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${idPrefix}-heading`}>
      {props.description && <p>{props.description}</p>}
      <LocalYieldTrialsRoot intl={intl} brand={props.brand} variant={props.variant} seeMoreHref={props.seeMoreHref && resolveCmsHref(context.locale, props.seeMoreHref)} />
    </WidgetSection>
  );
}
