import { programmeRedeemHref } from '@/lib/access/programme-links';
import type { BlockProps } from '@/lib/cms/blocks';
import { env } from '@/lib/env';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { memberOf } from '../../api/member-of';
import { readForViewer } from '../../api/read-for-viewer';
import { PointsDashboard, type ExpiringState, type PointsDashboardState } from './points-dashboard';
import type { PointsDashboardProps } from './schema';

/** The member's expiring lots, stamped with when they were read: the alert counts "today" from then. */
async function readExpiringLots(document: string): Promise<Exclude<ExpiringState, 'failed'>> {
  const { lots } = await loyalty.expiringPoints(document);
  return { lots, readAt: Date.now() };
}

/**
 * The `loyalty-points-dashboard` block: the signed-in member's family banner, level, balance,
 * expiring points and weather bulletin, rendered on the server. On a page with access rules it
 * reads the member's summary, the banner and the expiring lots at once for the viewer, while the
 * page streams with the skeleton (the spec's one spinner until both data calls finish); the error
 * card if either data call failed, whose retry asks the server for the page again. On a page
 * without access rules there is nobody to show: it renders nothing.
 */
export async function PointsDashboardBlock({ props, context }: BlockProps<PointsDashboardProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const [member, banner, lots] = await Promise.all([
    readForViewer(viewer, memberOf),
    readForViewer(viewer, loyalty.banner),
    readForViewer(viewer, readExpiringLots),
  ]);
  const state: PointsDashboardState =
    member.ok && banner.ok ? { status: 'ready', member: member.data, banner: banner.data, expiring: lots.ok ? lots.data : 'failed' } : { status: 'error' };
  return <PointsDashboard heading={props.heading} redeemHref={programmeRedeemHref(env.programme, locale)} state={state} />;
}
