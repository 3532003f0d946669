import type { Requirements } from '@/lib/growers-rewards/contract';

/*
 * The growers' rewards minimum requirements (US). A grower qualifies through any one of three
 * tabs: Rewards and Fruits and vegetables count products bought and USD rewards earned; Potatoes
 * counts gallons of two named products.
 */

/** The requirements panel's tabs, in the order it shows them. */
export const REQUIREMENTS_TABS = ['rewards', 'fruitsAndVegetables', 'potatoes'] as const;

export type RequirementsTab = (typeof REQUIREMENTS_TABS)[number];

/** What each tab asks for, in the service's own fields (rewards earned in USD). */
export const REQUIREMENT_TARGETS = {
  rewards: { purchasedProductsCount: 2, rewardsEarned: 1_500 },
  fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 25_000 },
  potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 5 },
} as const satisfies Requirements;

/** Rewards earned count towards a tab only once this many products are bought. */
export const MONEY_UNLOCKS_AT_PRODUCTS = 2;

/**
 * One tab's progress: each part a fraction of its target in [0, 1], `progress` their mean,
 * `complete` when both parts are full. A locked money part counts as 0.
 */
export interface PurchaseTabProgress {
  products: number;
  money: number;
  moneyLocked: boolean;
  progress: number;
  complete: boolean;
}

/** Potatoes have two gallon counts and no money part, so nothing is ever locked. */
export interface PotatoesTabProgress {
  emesto: number;
  admire: number;
  moneyLocked: false;
  progress: number;
  complete: boolean;
}

export interface RequirementsProgress {
  rewards: PurchaseTabProgress;
  fruitsAndVegetables: PurchaseTabProgress;
  potatoes: PotatoesTabProgress;
}

/** The service's numbers are not trusted: a missing, non-finite or negative one is no purchase at all. */
function quantity(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function fraction(value: number, target: number): number {
  return Math.min(quantity(value) / target, 1);
}

function purchaseTab(
  bought: Requirements['rewards'],
  target: (typeof REQUIREMENT_TARGETS)['rewards' | 'fruitsAndVegetables'],
): PurchaseTabProgress {
  const moneyLocked = quantity(bought.purchasedProductsCount) < MONEY_UNLOCKS_AT_PRODUCTS;
  const products = fraction(bought.purchasedProductsCount, target.purchasedProductsCount);
  const money = moneyLocked ? 0 : fraction(bought.rewardsEarned, target.rewardsEarned);
  return { products, money, moneyLocked, progress: (products + money) / 2, complete: products === 1 && money === 1 };
}

/** Each tab's progress towards its requirement. */
export function requirementsProgress(requirements: Requirements): RequirementsProgress {
  const target = REQUIREMENT_TARGETS.potatoes;
  const emesto = fraction(requirements.potatoes.emestoGallonsPurchased, target.emestoGallonsPurchased);
  const admire = fraction(requirements.potatoes.admireGallonsPurchased, target.admireGallonsPurchased);
  return {
    rewards: purchaseTab(requirements.rewards, REQUIREMENT_TARGETS.rewards),
    fruitsAndVegetables: purchaseTab(requirements.fruitsAndVegetables, REQUIREMENT_TARGETS.fruitsAndVegetables),
    potatoes: { emesto, admire, moneyLocked: false, progress: (emesto + admire) / 2, complete: emesto === 1 && admire === 1 },
  };
}

/** A grower meets the minimum requirements when any one tab is complete. */
export function requirementsMet(requirements: Requirements): boolean {
  const progress = requirementsProgress(requirements);
  return REQUIREMENTS_TABS.some((tab) => progress[tab].complete);
}

/**
 * Progress values that differ by less than this are a tie: the same share of two targets can come
 * out of the division a last bit apart (0.6 and 0.6000000000000001).
 */
const TIE_TOLERANCE = 1e-9;

/**
 * The tab the panel opens on: the one with the highest progress. A tie for the highest (between
 * any tabs) or no progress anywhere opens Rewards.
 */
export function defaultRequirementsTab(progress: Record<RequirementsTab, { progress: number }>): RequirementsTab {
  const of = (tab: RequirementsTab) => (Number.isFinite(progress[tab].progress) ? progress[tab].progress : 0);
  const best = Math.max(...REQUIREMENTS_TABS.map(of));
  const leaders = REQUIREMENTS_TABS.filter((tab) => best - of(tab) < TIE_TOLERANCE);
  return leaders.length === 1 && best > 0 ? leaders[0]! : 'rewards';
}
