import { isFreeCost, redeemingMember, serviceAction, serviceActionFor, type RedeemingMember } from './redeem-label';

const solo = (points: number): RedeemingMember => ({ points, inGroup: false, isGroupLeader: false });
const leader = (points: number): RedeemingMember => ({ points, inGroup: true, isGroupLeader: true });
const follower = (points: number): RedeemingMember => ({ points, inGroup: true, isGroupLeader: false });

describe('serviceAction', () => {
  it.each([
    ['outside a group, points above the cost', solo(1_000), 999, 'redeem-now'],
    ['outside a group, points equal to the cost', solo(1_000), 1_000, 'redeem-now'],
    ['outside a group, one point short', solo(999), 1_000, 'access'],
    ['outside a group, no points, free service', solo(0), 0, 'redeem-now'],
    ['outside a group, negative cost', solo(0), -10, 'redeem-now'],
    ['group leader with enough', leader(5_000), 5_000, 'redeem-now'],
    ['group leader short', leader(4_999), 5_000, 'access'],
    ['group leader, free service', leader(0), 0, 'redeem-now'],
    ['group member, not the leader, with plenty', follower(1_000_000), 1, 'access'],
    ['group member, not the leader, free service', follower(1_000), 0, 'access'],
    // A leader flag without a group is a member outside a group.
    ['leader flag without a group', { points: 100, inGroup: false, isGroupLeader: true }, 100, 'redeem-now'],
    ['a cost that is not a number', solo(1_000), Number.NaN, 'access'],
  ] as const)('%s: %s', (_, member, cost, action) => {
    expect(serviceAction(member, cost)).toBe(action);
  });
});

describe('isFreeCost', () => {
  it.each([
    [0, true],
    [-0, true],
    [-1, true],
    [0.5, false],
    [1, false],
    [15_000, false],
    [Number.NaN, false],
  ])('cost %d is free: %s', (cost, free) => {
    expect(isFreeCost(cost)).toBe(free);
  });
});

describe('serviceActionFor', () => {
  it('is "access" without the member’s summary, free services too', () => {
    expect(serviceActionFor(null, 0)).toBe('access');
    expect(serviceActionFor(null, 100)).toBe('access');
  });

  it('follows the member’s rules with it', () => {
    expect(serviceActionFor(solo(100), 100)).toBe('redeem-now');
    expect(serviceActionFor(follower(100), 1)).toBe('access');
  });
});

describe('redeemingMember', () => {
  it('reads the redeemable points and the group from the member’s summary', () => {
    expect(redeemingMember({ orbiaPoints: 48_500, familiarGroup: { nmGroup: 'Família Ribeiro', starsGroup: 4 }, flGroupLeader: true })).toEqual(leader(48_500));
    expect(redeemingMember({ orbiaPoints: 9_870, familiarGroup: null, flGroupLeader: false })).toEqual(solo(9_870));
  });
});
