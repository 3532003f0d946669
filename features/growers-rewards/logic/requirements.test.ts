import type { Requirements } from '@/lib/growers-rewards/contract';
import {
  defaultRequirementsTab,
  REQUIREMENT_TARGETS,
  REQUIREMENTS_TABS,
  requirementsMet,
  requirementsProgress,
  type RequirementsTab,
} from './requirements';

const NOTHING: Requirements = {
  rewards: { purchasedProductsCount: 0, rewardsEarned: 0 },
  fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarned: 0 },
  potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 0 },
};

const bought = (changes: { [Tab in keyof Requirements]?: Partial<Requirements[Tab]> }): Requirements => ({
  rewards: { ...NOTHING.rewards, ...changes.rewards },
  fruitsAndVegetables: { ...NOTHING.fruitsAndVegetables, ...changes.fruitsAndVegetables },
  potatoes: { ...NOTHING.potatoes, ...changes.potatoes },
});

describe('requirement targets', () => {
  it('are the spec’s: 2 products and $1,500; 2 products and $25,000; 5 gallons of Emesto and of Admire', () => {
    expect(REQUIREMENT_TARGETS).toEqual({
      rewards: { purchasedProductsCount: 2, rewardsEarned: 1500 },
      fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 25000 },
      potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 5 },
    });
    expect(REQUIREMENTS_TABS).toEqual(['rewards', 'fruitsAndVegetables', 'potatoes']);
  });
});

describe('requirementsProgress', () => {
  describe.each([
    ['rewards', 1500],
    ['fruitsAndVegetables', 25000],
  ] as const)('%s (money target %d)', (tab, target) => {
    it.each<[string, number, number, { products: number; money: number; moneyLocked: boolean; progress: number; complete: boolean }]>([
      ['nothing bought', 0, 0, { products: 0, money: 0, moneyLocked: true, progress: 0, complete: false }],
      // Under 2 products the money earned does not count yet, however much it is.
      ['1 product, money locked', 1, 0, { products: 0.5, money: 0, moneyLocked: true, progress: 0.25, complete: false }],
      ['1 product and the whole money target, still locked', 1, target, { products: 0.5, money: 0, moneyLocked: true, progress: 0.25, complete: false }],
      ['0 products and money beyond the target, locked', 0, target * 3, { products: 0, money: 0, moneyLocked: true, progress: 0, complete: false }],
      ['1.9 products is still under 2: locked', 1.9, target, { products: 0.95, money: 0, moneyLocked: true, progress: 0.475, complete: false }],
      ['2 products unlock the money part', 2, 0, { products: 1, money: 0, moneyLocked: false, progress: 0.5, complete: false }],
      ['2 products and a fifth of the money', 2, target / 5, { products: 1, money: 0.2, moneyLocked: false, progress: 0.6, complete: false }],
      ['2 products and half the money', 2, target / 2, { products: 1, money: 0.5, moneyLocked: false, progress: 0.75, complete: false }],
      ['2 products and the money: complete', 2, target, { products: 1, money: 1, moneyLocked: false, progress: 1, complete: true }],
      ['over-full on both is clamped to 1', 7, target * 4, { products: 1, money: 1, moneyLocked: false, progress: 1, complete: true }],
      ['a cent short is not complete', 2, target - 0.01, { products: 1, money: (target - 0.01) / target, moneyLocked: false, progress: (1 + (target - 0.01) / target) / 2, complete: false }],
      // Garbage from the service is no purchase at all.
      ['negative counts are 0', -3, -100, { products: 0, money: 0, moneyLocked: true, progress: 0, complete: false }],
      ['NaN products is 0 (locked)', NaN, target, { products: 0, money: 0, moneyLocked: true, progress: 0, complete: false }],
      ['Infinity products is 0 (locked)', Infinity, target, { products: 0, money: 0, moneyLocked: true, progress: 0, complete: false }],
      ['NaN money is 0', 2, NaN, { products: 1, money: 0, moneyLocked: false, progress: 0.5, complete: false }],
      ['Infinity money is 0', 2, Infinity, { products: 1, money: 0, moneyLocked: false, progress: 0.5, complete: false }],
      ['negative money is 0', 2, -target, { products: 1, money: 0, moneyLocked: false, progress: 0.5, complete: false }],
    ])('%s', (_, purchasedProductsCount, rewardsEarned, expected) => {
      const progress = requirementsProgress(bought({ [tab]: { purchasedProductsCount, rewardsEarned } }));
      expect(progress[tab]).toEqual(expected);
    });
  });

  it('counts the money against each tab’s own target', () => {
    const progress = requirementsProgress(bought({ rewards: { purchasedProductsCount: 2, rewardsEarned: 1500 }, fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 1500 } }));
    expect(progress.rewards.money).toBe(1);
    expect(progress.fruitsAndVegetables.money).toBe(0.06);
  });

  it.each<[string, number, number, { emesto: number; admire: number; moneyLocked: false; progress: number; complete: boolean }]>([
    ['nothing bought', 0, 0, { emesto: 0, admire: 0, moneyLocked: false, progress: 0, complete: false }],
    ['partial Emesto', 2, 0, { emesto: 0.4, admire: 0, moneyLocked: false, progress: 0.2, complete: false }],
    ['partial Admire', 0, 2.5, { emesto: 0, admire: 0.5, moneyLocked: false, progress: 0.25, complete: false }],
    ['Emesto full, Admire none: half, not complete', 5, 0, { emesto: 1, admire: 0, moneyLocked: false, progress: 0.5, complete: false }],
    ['Admire full, Emesto none: half, not complete', 0, 5, { emesto: 0, admire: 1, moneyLocked: false, progress: 0.5, complete: false }],
    ['Emesto over-full is clamped, Admire partial', 12, 1, { emesto: 1, admire: 0.2, moneyLocked: false, progress: 0.6, complete: false }],
    ['both full: complete', 5, 5, { emesto: 1, admire: 1, moneyLocked: false, progress: 1, complete: true }],
    ['both over-full: clamped, complete', 50, 9, { emesto: 1, admire: 1, moneyLocked: false, progress: 1, complete: true }],
    ['4.99 gallons is not 5', 4.99, 5, { emesto: 0.998, admire: 1, moneyLocked: false, progress: 0.999, complete: false }],
    ['negative and NaN are 0', -5, NaN, { emesto: 0, admire: 0, moneyLocked: false, progress: 0, complete: false }],
    ['Infinity is 0', Infinity, 5, { emesto: 0, admire: 1, moneyLocked: false, progress: 0.5, complete: false }],
  ])('potatoes: %s', (_, emestoGallonsPurchased, admireGallonsPurchased, expected) => {
    expect(requirementsProgress(bought({ potatoes: { emestoGallonsPurchased, admireGallonsPurchased } })).potatoes).toEqual(expected);
  });

  it('reads each tab from its own figures', () => {
    const progress = requirementsProgress({
      rewards: { purchasedProductsCount: 1, rewardsEarned: 900 },
      fruitsAndVegetables: { purchasedProductsCount: 3, rewardsEarned: 12500 },
      potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 1 },
    });
    expect(progress.rewards.progress).toBe(0.25);
    expect(progress.fruitsAndVegetables.progress).toBe(0.75);
    expect(progress.potatoes.progress).toBe(0.6);
  });
});

describe('requirementsMet', () => {
  it.each<[string, Requirements, boolean]>([
    ['nothing bought', NOTHING, false],
    ['rewards complete', bought({ rewards: { purchasedProductsCount: 2, rewardsEarned: 1500 } }), true],
    ['fruits and vegetables complete', bought({ fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 25000 } }), true],
    ['potatoes complete', bought({ potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 5 } }), true],
    ['every tab complete', bought({ rewards: { purchasedProductsCount: 4, rewardsEarned: 2000 }, fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 30000 }, potatoes: { emestoGallonsPurchased: 6, admireGallonsPurchased: 5 } }), true],
    ['rewards money reached with 1 product (locked)', bought({ rewards: { purchasedProductsCount: 1, rewardsEarned: 5000 } }), false],
    ['rewards products reached, money short', bought({ rewards: { purchasedProductsCount: 2, rewardsEarned: 1499.99 } }), false],
    // $1,500 is the rewards target, not the fruits and vegetables one.
    ['fruits and vegetables at the rewards target', bought({ fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 1500 } }), false],
    ['potatoes with one product full', bought({ potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 4 } }), false],
    ['every tab nearly complete, none complete', bought({ rewards: { purchasedProductsCount: 2, rewardsEarned: 1400 }, fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarned: 25000 }, potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 5 } }), false],
  ])('%s -> %s', (_, requirements, met) => {
    expect(requirementsMet(requirements)).toBe(met);
  });
});

describe('defaultRequirementsTab', () => {
  const progressOf = (rewards: number, fruitsAndVegetables: number, potatoes: number) => ({
    rewards: { progress: rewards },
    fruitsAndVegetables: { progress: fruitsAndVegetables },
    potatoes: { progress: potatoes },
  });

  it.each<[string, [number, number, number], RequirementsTab]>([
    ['rewards highest', [0.75, 0.5, 0.25], 'rewards'],
    ['fruits and vegetables highest', [0.25, 0.5, 0.1], 'fruitsAndVegetables'],
    ['potatoes highest', [0.25, 0.5, 0.6], 'potatoes'],
    ['only potatoes has progress', [0, 0, 0.1], 'potatoes'],
    ['only fruits and vegetables has progress', [0, 0.25, 0], 'fruitsAndVegetables'],
    ['only rewards has progress', [0.25, 0, 0], 'rewards'],
    ['a complete tab', [0.5, 1, 0.5], 'fruitsAndVegetables'],
    // Ties for the highest go to Rewards, whichever tabs tie.
    ['tie rewards and fruits and vegetables', [0.5, 0.5, 0.25], 'rewards'],
    ['tie rewards and potatoes', [0.5, 0.25, 0.5], 'rewards'],
    ['tie fruits and vegetables and potatoes, rewards behind', [0.25, 0.5, 0.5], 'rewards'],
    ['tie of all three', [0.5, 0.5, 0.5], 'rewards'],
    ['all complete', [1, 1, 1], 'rewards'],
    // A tie below the highest does not matter.
    ['tie below a clear leader', [0.25, 0.25, 0.75], 'potatoes'],
    ['all zero', [0, 0, 0], 'rewards'],
    ['a non-finite progress counts as 0', [NaN, 0.25, 0], 'fruitsAndVegetables'],
  ])('%s -> %s', (_, [rewards, fruitsAndVegetables, potatoes], expected) => {
    expect(defaultRequirementsTab(progressOf(rewards, fruitsAndVegetables, potatoes))).toBe(expected);
  });

  it.each<[string, Requirements, RequirementsTab]>([
    ['nothing bought', NOTHING, 'rewards'],
    ['one potato gallon', bought({ potatoes: { emestoGallonsPurchased: 1 } }), 'potatoes'],
    ['1 product in fruits and vegetables (locked money)', bought({ fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarned: 25000 } }), 'fruitsAndVegetables'],
    // 1 product (0.25) against 2.5 gallons of Emesto (0.25): a tie.
    ['1 product against half of one gallon target', bought({ fruitsAndVegetables: { purchasedProductsCount: 1 }, potatoes: { emestoGallonsPurchased: 2.5 } }), 'rewards'],
    // (1 + 300/1500) / 2 = 0.6 and (2/5 + 4/5) / 2 = 0.6000000000000001: the same share, a tie.
    ['equal shares a last bit apart in floating point', bought({ rewards: { purchasedProductsCount: 2, rewardsEarned: 300 }, potatoes: { emestoGallonsPurchased: 2, admireGallonsPurchased: 4 } }), 'rewards'],
    ['rewards clearly ahead', bought({ rewards: { purchasedProductsCount: 2, rewardsEarned: 750 }, fruitsAndVegetables: { purchasedProductsCount: 2 } }), 'rewards'],
  ])('from requirementsProgress: %s -> %s', (_, requirements, expected) => {
    expect(defaultRequirementsTab(requirementsProgress(requirements))).toBe(expected);
  });
});
