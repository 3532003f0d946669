import { getTranslations } from 'next-intl/server';
import { resolveCmsHref } from '@/components/cms/cms-href';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { getPathname } from '@/lib/i18n/navigation';
import type { PlantingAdvisoryBlockProps } from '../schema';
import { PlantingAdvisory } from './planting-advisory-island.client';

/**
 * The `planting-advisory` block, a server component on cached (public) pages: it cannot know the
 * viewer, so its HTML is the visitors' sign-in prompt (`/{locale}/login?redirectUrl={this page}`),
 * and the island shows the flow once the browser knows a user is signed in.
 */
export async function PlantingAdvisoryBlock({ props, context, nodeId }: BlockProps<PlantingAdvisoryBlockProps>) {
  const [t, intl] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'PlantingAdvisory' }), clientIntl(context.locale, ['PlantingAdvisory'])]);
  const pagePath = getPathname({ locale: context.locale, href: context.page.path });
  const loginHref = getPathname({ locale: context.locale, href: { pathname: '/login', query: { redirectUrl: pagePath } } });
  const headingId = `${nodeId ?? 'planting-advisory'}-heading`;
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={headingId}>
      <PlantingAdvisory
        intl={intl}
        signIn={{ text: t('signInText'), cta: t('signInCta'), href: loginHref }}
        loadingLabel={t('loading')}
        quotationHref={resolveCmsHref(context.locale, props.quotationHref)}
        connectHref={resolveCmsHref(context.locale, props.connectHref)}
      />
    </WidgetSection>
  );
}
