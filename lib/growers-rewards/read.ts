import 'server-only';
import { UpstreamError } from '@/lib/upstreams/http';
import { growersRewards } from '@/lib/upstreams/growers-rewards/client';
import type { GrowersRewardsAnswer } from './contract';

/**
 * What the growers' rewards widget shows for one grower, read on the server (by the route and by
 * the block's prefetch alike): enrolment first; for an enrolled grower the programme's dates and
 * activity, and, for the head grower only, the requirements and available rewards (spec section 6).
 * A grower the service does not know is not enrolled. Any other failure fails the whole answer:
 * the widget shows its error state rather than a panel it cannot fill.
 */
export async function growersRewardsFor(growerId: string, isHeadGrower: () => Promise<boolean>): Promise<GrowersRewardsAnswer> {
  const enrolled = await growersRewards.enrollment(growerId).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.failure === 'not_found') return false;
    throw error;
  });
  if (!enrolled) return { enrolled: false };
  const headGrower = await isHeadGrower();
  const [config, requirements, availableRewards, activity] = await Promise.all([
    growersRewards.programmeConfig(),
    headGrower ? growersRewards.requirements(growerId) : null,
    headGrower ? growersRewards.availableRewards(growerId) : null,
    growersRewards.activity(growerId),
  ]);
  return { enrolled: true, headGrower, config, requirements, availableRewards, activity };
}
