import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import type { ActivityAnswers, ActivityResource, ProgramConfigAnswer, RequirementsAnswer } from '../contract';

/**
 * The sandbox programme's data. Growers are the US demo accounts (lib/sandbox/demo-accounts.ts),
 * by subject: John has not met the minimum requirements, Emily has (rewards and potatoes), Ryan is
 * enrolled but no head grower, Sarah is not enrolled. Everything follows from the date alone, so
 * the programme is always running and an answer is the same all day.
 */

const DAY_MS = 86_400_000;
/** September, as `Date` counts months. */
const SEPTEMBER = 8;

/**
 * The programme year around `now`: from the latest September 1 (UTC) to August 31 next year, with
 * its three periods (to December 31, January to April, May to the end).
 */
export function sandboxProgramConfig(now: Date): ProgramConfigAnswer {
  const year = now.getUTCMonth() >= SEPTEMBER ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const next = year + 1;
  return {
    programStartDate: `${year}-09-01`,
    periodOneEndDate: `${year}-12-31`,
    periodTwoStartDate: `${next}-01-01`,
    periodTwoEndDate: `${next}-04-30`,
    periodThreeStartDate: `${next}-05-01`,
    programEndDate: `${next}-08-31`,
  };
}

/** One activity item: its kind, how far into the programme so far it happened (0 its start, 1 today), what it says and its USD amount. */
type ActivitySeed = [resource: ActivityResource, share: number, description: string, amount: number];

export interface EnrolledGrower {
  enrolled: true;
  requirements: RequirementsAnswer;
  /** USD. */
  availableRewards: number;
  /** Where the grower's qualified purchases were made. */
  retailer: string;
  activity: readonly ActivitySeed[];
}

export type SandboxGrower = EnrolledGrower | { enrolled: false };

const growers = new Map<string, SandboxGrower>([
  [
    'sbx-us-0001',
    {
      enrolled: true,
      requirements: {
        rewards: { purchasedProductsCount: 1, rewardsEarned: 900 },
        fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarned: 4_000 },
        potatoes: { emestoGallonsPurchased: 2, admireGallonsPurchased: 3 },
      },
      // Nothing to redeem before the requirements are met.
      availableRewards: 0,
      retailer: 'Prairie Ag Supply',
      activity: [
        ['cash-back', 0.85, 'Early pay cash back', 45],
        ['qualified-purchases', 0.7, 'Emesto Silver, 2 gal', 760],
        ['qualified-purchases', 0.4, 'Admire Pro, 3 gal', 1_155],
        ['transactions', 0.3, 'Early-order rewards credited', 90],
      ],
    },
  ],
  [
    'sbx-us-0002',
    {
      enrolled: true,
      requirements: {
        rewards: { purchasedProductsCount: 3, rewardsEarned: 2_350 },
        fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 12_000 },
        potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 6 },
      },
      availableRewards: 1_875.5,
      retailer: 'Valley Grower Services',
      // Twelve, so the snapshot's ten leave the two oldest out.
      activity: [
        ['transactions', 0.95, 'Rewards redeemed by check', -500],
        ['additional-money', 0.9, 'Additional money: Luna Experience trial', 400],
        ['loyalty-rewards', 0.82, 'Rewards tier bonus', 350],
        ['qualified-purchases', 0.75, 'Admire Pro, 6 gal', 2_310],
        ['cash-back', 0.68, 'Fruits and vegetables bundle cash back', 240],
        ['transactions', 0.6, 'Fall period rewards credited', 1_250],
        ['qualified-purchases', 0.52, 'Emesto Silver, 5 gal', 1_900],
        ['loyalty-rewards', 0.45, 'Potato program loyalty reward', 275],
        ['additional-money', 0.38, 'Additional money: Velum Prime', 150],
        ['cash-back', 0.3, 'Early pay cash back', 180.25],
        ['qualified-purchases', 0.22, 'Movento HL, 2 gal', 1_480],
        ['transactions', 0.1, 'Early-order rewards credited', 625.5],
      ],
    },
  ],
  [
    'sbx-us-0003',
    {
      enrolled: true,
      requirements: {
        rewards: { purchasedProductsCount: 2, rewardsEarned: 1_600 },
        fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarned: 0 },
        potatoes: { emestoGallonsPurchased: 1, admireGallonsPurchased: 0 },
      },
      // The operation's rewards are the head grower's to redeem.
      availableRewards: 0,
      retailer: 'Prairie Ag Supply',
      activity: [
        ['qualified-purchases', 0.75, 'Luna Sensation, 1 gal', 980],
        ['loyalty-rewards', 0.5, 'Potato program loyalty reward', 120],
        ['transactions', 0.25, 'Fall period rewards credited', 210],
      ],
    },
  ],
  ['sbx-us-0004', { enrolled: false }],
]);

/** The grower with this id, or undefined when the programme does not know them. */
export const sandboxGrower = (growerId: string): SandboxGrower | undefined => growers.get(growerId);

const idPrefixes: Record<ActivityResource, string> = {
  transactions: 'TXN',
  'qualified-purchases': 'QP',
  'cash-back': 'CB',
  'loyalty-rewards': 'LR',
  'additional-money': 'AM',
};

/** The programme's pages for people (statements, invoices…): the sandbox serves them (./handlers.ts). */
export const SANDBOX_PORTAL = `${SANDBOX_ORIGIN}/growers-rewards/portal`;

/**
 * An instant `share` of the way from the programme's start to today's start (UTC), to the minute:
 * always inside the programme so far, and the same all day.
 */
function instantIn(programStartDate: string, now: Date, share: number): string {
  const start = Date.parse(`${programStartDate}T00:00:00Z`);
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(Math.floor((start + share * (today - start)) / 60_000) * 60_000).toISOString();
}

/** The grower's activity as the five paths answer it, each list newest first. */
export function sandboxActivity(grower: EnrolledGrower, growerId: string, now: Date): ActivityAnswers {
  const { programStartDate } = sandboxProgramConfig(now);
  const answers: ActivityAnswers = { transactions: { items: [] }, 'qualified-purchases': { items: [] }, 'cash-back': { items: [] }, 'loyalty-rewards': { items: [] }, 'additional-money': { items: [] } };
  const seeds = [...grower.activity].sort(([, a], [, b]) => b - a);
  seeds.forEach(([resource, share, description, amount], index) => {
    const id = `${idPrefixes[resource]}-${growerId.slice(-4)}-${String(index + 1).padStart(2, '0')}`;
    const at = instantIn(programStartDate, now, share);
    switch (resource) {
      case 'transactions':
        answers.transactions.items.push({ transactionId: id, postedAt: at, memo: description, amountUsd: amount, detailUrl: `${SANDBOX_PORTAL}/statements/${id}` });
        break;
      case 'qualified-purchases':
        answers['qualified-purchases'].items.push({
          purchaseId: id,
          invoiceDate: at,
          productName: description,
          purchaseAmount: amount,
          retailerName: grower.retailer,
          invoiceUrl: `${SANDBOX_PORTAL}/invoices/${id}`,
        });
        break;
      case 'cash-back':
        // Cash back comes with no statement of its own.
        answers['cash-back'].items.push({ cashBackId: id, issuedAt: at, offerName: description, cashBackAmount: amount, statementUrl: null });
        break;
      case 'loyalty-rewards':
        answers['loyalty-rewards'].items.push({ rewardId: id, earnedAt: at, rewardName: description, rewardValue: amount, rewardUrl: `${SANDBOX_PORTAL}/rewards/${id}` });
        break;
      case 'additional-money':
        answers['additional-money'].items.push({ paymentId: id, paidAt: at, programName: description, amountPaid: amount, remittanceUrl: `${SANDBOX_PORTAL}/remittances/${id}` });
        break;
    }
  });
  return answers;
}
