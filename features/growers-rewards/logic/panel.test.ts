import type { GrowersRewardsAnswer, Requirements } from '@/lib/growers-rewards/contract';
import { growersRewardsPanel } from './panel';

const SHORT: Requirements = {
  rewards: { purchasedProductsCount: 1, rewardsEarned: 900 },
  fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarned: 4_000 },
  potatoes: { emestoGallonsPurchased: 2, admireGallonsPurchased: 3 },
};
const MET: Requirements = { ...SHORT, rewards: { purchasedProductsCount: 2, rewardsEarned: 1_500 } };
const CONFIG = {
  programStartDate: '2026-09-01',
  periodOneEndDate: '2026-12-31',
  periodTwoStartDate: '2027-01-01',
  periodTwoEndDate: '2027-04-30',
  periodThreeStartDate: '2027-05-01',
  programEndDate: '2027-08-31',
};
const enrolled = (headGrower: boolean, requirements: Requirements | null): GrowersRewardsAnswer => ({
  enrolled: true,
  headGrower,
  config: CONFIG,
  requirements,
  availableRewards: headGrower ? 0 : null,
  activity: [],
});

describe('growersRewardsPanel', () => {
  it.each([
    ['a grower not enrolled', { enrolled: false } as const, 'not-enrolled'],
    ['an enrolled head grower short of the requirements', enrolled(true, SHORT), 'requirements'],
    ['an enrolled head grower who met one set', enrolled(true, MET), 'snapshot'],
    ['a grower who is not the head grower, requirements or not', enrolled(false, SHORT), 'snapshot'],
    ['a grower whose requirements were not sent', enrolled(false, null), 'snapshot'],
  ])('%s: %s', (_, answer, panel) => expect(growersRewardsPanel(answer)).toBe(panel));
});
