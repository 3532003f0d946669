import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { memberOf } from '../../api/member-of';
import { readForViewer } from '../../api/read-for-viewer';
import { redeemingMember } from '../../logic/redeem-label';
import { RecommendedServices } from './recommended-services';
import type { RecommendedServicesBlockProps } from './recommended-services-schema';
import { servicesHeading } from './services-heading';

/**
 * The `loyalty-recommended-services` block, a server component: it reads page 1 of the services and
 * the viewer's member summary (for the cards' labels) at once, and renders the widget with them.
 * Per user: on a page without access rules (no viewer) it renders nothing; a viewer without a
 * programme account sees the error state, for the featured list too (our route serves members only).
 */
export async function RecommendedServicesBlock({ props, context }: BlockProps<RecommendedServicesBlockProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const [heading, firstPage, member, intl] = await Promise.all([
    servicesHeading(props, locale),
    readForViewer(viewer, (document) => (props.list === 'personal' ? loyalty.recommendedServices(document) : loyalty.featuredServices())),
    readForViewer(viewer, memberOf),
    clientIntl(locale, ['LoyaltyServices', 'Links']),
  ]);
  return (
    <RecommendedServices
      list={props.list}
      heading={heading}
      emptyHref={resolveCmsHref(locale, props.emptyActionHref)}
      firstPage={firstPage}
      member={member.ok ? redeemingMember(member.data) : null}
      intl={intl}
    />
  );
}
