import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchMember } from '../../api/prefetch-member';
import { prefetchRecommendedServices } from '../../api/prefetch-recommended-services';
import { RecommendedServicesRoot } from './recommended-services-root-island.client';
import type { RecommendedServicesBlockProps } from './recommended-services-schema';
import { servicesHeading } from './services-heading';

/**
 * The `loyalty-recommended-services` block, a server component: it reads the viewer's member summary
 * (for the cards' labels) and page 1 of the services at once, and hands them to the widget, which
 * renders with them (or its error state) and no spinner. Per user: on a page without access rules
 * (no viewer) it renders nothing.
 */
export async function RecommendedServicesBlock({ props, context }: BlockProps<RecommendedServicesBlockProps>) {
  if (!context.viewer) return null;
  const queryClient = serverQueryClient();
  const [heading, intl] = await Promise.all([
    servicesHeading(props, context.locale),
    clientIntl(context.locale, ['LoyaltyServices', 'Links']),
    prefetchMember(queryClient, context.viewer),
    prefetchRecommendedServices(queryClient, context.viewer, props.list),
  ]);
  return (
    <RecommendedServicesRoot
      intl={intl}
      prefetched={dehydrateForBrowser(queryClient)}
      list={props.list}
      heading={heading}
      emptyHref={resolveCmsHref(context.locale, props.emptyActionHref)}
    />
  );
}
