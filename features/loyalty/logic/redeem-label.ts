import type { MemberSummary } from '@/lib/loyalty/contract';

/** A recommended service card's button: 'redeem now' (the UI's 'Resgatar agora') or 'access' ('Acessar'). */
export type ServiceAction = 'redeem-now' | 'access';

/** Who looks at the card and what they hold. `inGroup`: the member belongs to a family group; `isGroupLeader`: they lead it (flGroupLeader). */
export interface RedeemingMember {
  points: number;
  inGroup: boolean;
  isGroupLeader: boolean;
}

/** What the member's summary says of them as a redeemer: their redeemable points and their place in a family group. */
export function redeemingMember(summary: Pick<MemberSummary, 'orbiaPoints' | 'familiarGroup' | 'flGroupLeader'>): RedeemingMember {
  return { points: summary.orbiaPoints, inGroup: summary.familiarGroup !== null, isGroupLeader: summary.flGroupLeader };
}

/** A cost of 0 or less is shown as 'free' ('Grátis') instead of a number of points. */
export function isFreeCost(cost: number): boolean {
  return cost <= 0;
}

/**
 * 'redeem now' only for a member who may redeem (outside a group, or the group's leader) and has
 * enough points (points minus cost at least 0); 'access' for anyone else, a group member who is
 * not the leader included, even with points to spare. A cost that is not a number is never
 * affordable.
 */
export function serviceAction(member: RedeemingMember, cost: number): ServiceAction {
  const mayRedeem = !member.inGroup || member.isGroupLeader;
  return mayRedeem && member.points - cost >= 0 ? 'redeem-now' : 'access';
}

/**
 * The card's action for whoever looks at it: without their summary (it could not be read) nothing
 * says they may redeem, so 'access'.
 */
export function serviceActionFor(member: RedeemingMember | null, cost: number): ServiceAction {
  return member ? serviceAction(member, cost) : 'access';
}
