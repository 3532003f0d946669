import { accountBySub } from '@/lib/sandbox/demo-accounts';
import {
  additionalMoneyAnswerSchema,
  cashBackAnswerSchema,
  loyaltyRewardsAnswerSchema,
  programConfigAnswerSchema,
  qualifiedPurchasesAnswerSchema,
  requirementsAnswerSchema,
  transactionsAnswerSchema,
  type RequirementsAnswer,
} from '../contract';
import { sandboxActivity, sandboxGrower, sandboxProgramConfig } from './seed';

const DAY_MS = 86_400_000;

describe('the sandbox programme year', () => {
  it.each([
    ['on September 1 at midnight UTC', '2026-09-01T00:00:00Z', 2026],
    ['on August 31 one second before midnight UTC', '2026-08-31T23:59:59Z', 2025],
    ['late on August 31 in Central time, already September 1 in UTC', '2026-08-31T23:30:00-05:00', 2026],
    ['on December 31', '2026-12-31T23:59:59Z', 2026],
    ['on January 1', '2027-01-01T00:00:00Z', 2026],
    ['on a leap day', '2028-02-29T12:00:00Z', 2027],
  ])('%s started on September 1, %i', (_when, now, year) => {
    expect(sandboxProgramConfig(new Date(now))).toEqual({
      programStartDate: `${year}-09-01`,
      periodOneEndDate: `${year}-12-31`,
      periodTwoStartDate: `${year + 1}-01-01`,
      periodTwoEndDate: `${year + 1}-04-30`,
      periodThreeStartDate: `${year + 1}-05-01`,
      programEndDate: `${year + 1}-08-31`,
    });
  });

  it.each(['2026-09-01T00:00:00Z', '2027-08-31T23:59:59Z', '2027-03-10T15:00:00Z'])('on %s is in the contract, its periods back to back, and today inside it', (now) => {
    const config = programConfigAnswerSchema.parse(sandboxProgramConfig(new Date(now)));
    const dayAfter = (date: string) => new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10);
    expect(dayAfter(config.periodOneEndDate)).toBe(config.periodTwoStartDate);
    expect(dayAfter(config.periodTwoEndDate)).toBe(config.periodThreeStartDate);
    const today = now.slice(0, 10);
    expect(config.programStartDate <= today && today <= config.programEndDate).toBe(true);
  });
});

/** Spec section 9: the minimum requirements of each set. */
const met = ({ rewards, fruitsAndVegetables, potatoes }: RequirementsAnswer) => ({
  rewards: rewards.purchasedProductsCount >= 2 && rewards.rewardsEarned >= 1_500,
  fruitsAndVegetables: fruitsAndVegetables.purchasedProductsCount >= 2 && fruitsAndVegetables.rewardsEarned >= 25_000,
  potatoes: potatoes.emestoGallonsPurchased >= 5 && potatoes.admireGallonsPurchased >= 5,
});

const enrolled = (growerId: string) => {
  const grower = sandboxGrower(growerId);
  if (!grower?.enrolled) throw new Error(`${growerId} is not an enrolled sandbox grower`);
  return grower;
};

const JOHN = 'sbx-us-0001';
const EMILY = 'sbx-us-0002';
const RYAN = 'sbx-us-0003';
const SARAH = 'sbx-us-0004';

describe('the sandbox growers', () => {
  it('are the US demo accounts, by subject: Sarah not enrolled, and nobody else', () => {
    for (const growerId of [JOHN, EMILY, RYAN, SARAH]) expect(accountBySub(growerId)?.locale).toBe('en-US');
    expect(sandboxGrower(SARAH)).toEqual({ enrolled: false });
    expect(sandboxGrower('sbx-br-0001')).toBeUndefined();
    // A Map, not an object: no prototype key is a grower.
    expect(sandboxGrower('constructor')).toBeUndefined();
  });

  it('give John, a head grower, no requirement set met; Emily, a head grower, rewards and potatoes', () => {
    expect(accountBySub(JOHN)!.isHeadGrower && accountBySub(EMILY)!.isHeadGrower && !accountBySub(RYAN)!.isHeadGrower).toBe(true);
    expect(met(requirementsAnswerSchema.parse(enrolled(JOHN).requirements))).toEqual({ rewards: false, fruitsAndVegetables: false, potatoes: false });
    expect(met(requirementsAnswerSchema.parse(enrolled(EMILY).requirements))).toEqual({ rewards: true, fruitsAndVegetables: false, potatoes: true });
    expect(enrolled(EMILY).availableRewards).toBe(1_875.5);
    requirementsAnswerSchema.parse(enrolled(RYAN).requirements);
  });
});

describe.each([
  ['a day in spring', new Date('2027-03-10T15:00:00Z')],
  ['the first day of the programme', new Date('2026-09-01T10:00:00Z')],
  ['the last day of the programme', new Date('2027-08-31T23:59:00Z')],
])('the sandbox activity on %s', (_when, now) => {
  const { programStartDate } = sandboxProgramConfig(now);

  const flattened = (growerId: string) => {
    const answers = sandboxActivity(enrolled(growerId), growerId, now);
    const lists = [
      transactionsAnswerSchema.parse(answers.transactions).items.map((item) => ({ kind: 'transactions', id: item.transactionId, at: item.postedAt })),
      qualifiedPurchasesAnswerSchema.parse(answers['qualified-purchases']).items.map((item) => ({ kind: 'qualified-purchases', id: item.purchaseId, at: item.invoiceDate })),
      cashBackAnswerSchema.parse(answers['cash-back']).items.map((item) => ({ kind: 'cash-back', id: item.cashBackId, at: item.issuedAt })),
      loyaltyRewardsAnswerSchema.parse(answers['loyalty-rewards']).items.map((item) => ({ kind: 'loyalty-rewards', id: item.rewardId, at: item.earnedAt })),
      additionalMoneyAnswerSchema.parse(answers['additional-money']).items.map((item) => ({ kind: 'additional-money', id: item.paymentId, at: item.paidAt })),
    ];
    for (const list of lists) expect(list.map((item) => item.at)).toEqual(list.map((item) => item.at).sort().reverse());
    return lists.flat();
  };

  it('gives Emily 8 to 12 items of all five kinds, each id its own', () => {
    const items = flattened(EMILY);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeLessThanOrEqual(12);
    expect(new Set(items.map((item) => item.kind)).size).toBe(5);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it.each([JOHN, EMILY, RYAN])("dates %s's activity within the programme so far", (growerId) => {
    const items = flattened(growerId);
    expect(items.length).toBeGreaterThan(0);
    for (const { at } of items) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(Date.parse(`${programStartDate}T00:00:00Z`));
      expect(Date.parse(at)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('answers the same all day (UTC)', () => {
    const day = now.toISOString().slice(0, 10);
    expect(sandboxActivity(enrolled(EMILY), EMILY, new Date(`${day}T00:00:00Z`))).toEqual(sandboxActivity(enrolled(EMILY), EMILY, new Date(`${day}T23:59:59Z`)));
  });
});
