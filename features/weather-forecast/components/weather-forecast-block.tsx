import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import type { WeatherForecastBlockProps } from '../schema';
import { WeatherForecastRoot } from './weather-forecast-root-island.client';

/**
 * The `weather-forecast` block: heading and description from the server; the place and its
 * forecast are the browser's (a cached page never knows where a visitor is).
 */
export async function WeatherForecastBlock({ props, context, nodeId }: BlockProps<WeatherForecastBlockProps>) {
  const [t, intl] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'WeatherForecast' }), clientIntl(context.locale, ['WeatherForecast'])]);
  const idPrefix = nodeId ?? 'weather-forecast';
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${idPrefix}-heading`}>
      <p>{props.description ?? t('intro')}</p>
      <WeatherForecastRoot
        intl={intl}
        idPrefix={idPrefix}
        serverErrorMessage={props.serverErrorMessage ?? t('serverError')}
        inlineErrorMessage={props.inlineErrorMessage ?? t('inlineError')}
      />
    </WidgetSection>
  );
}
