/**
 * The Impulso rewards calculator's rules (marketing spec §4, §5, §9), as pure functions. Where the
 * spec gives constants but not how they combine, the composition is ours; features/rewards-calculator/README.md
 * writes it down with a worked example, and calculator.test.ts holds that example.
 *
 * Money is kept in centavos (the inputs' digits) as bigint: an input takes 23 digits, beyond what a
 * number holds exactly. Points are numbers (rounded down to whole impulsos).
 */

export const buyingChannels = ['partner', 'direct'] as const;
export type BuyingChannel = (typeof buyingChannels)[number];

/** Who the partner is, when buying through one: it does not change the figures, the spec names it. */
export const partnerKinds = ['distributor', 'cooperative', 'reseller'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export const starCategories = [1, 2, 3, 4, 5] as const;
export type StarCategory = (typeof starCategories)[number];

/** An amount input takes digits only, at most 23 of them. */
export const AMOUNT_MAX_DIGITS = 23;
/** The inputs hold centavos: what is typed is shown divided by 100 (the spec's 'amount scaling'). */
export const AMOUNT_SCALE = 100n;
/** Points are counted per 100 reais of a tier's weighted amount ('all divided by 100'). */
export const REAIS_PER_POINT = 100;
/** Corn below 800 (reais / 100, the spec's bag threshold) earns nothing. */
export const CORN_THRESHOLD = 800;

/** The impulso totals from which the result shows 2, 3, 4 and 5 stars. */
export const RESULT_STAR_THRESHOLDS = [15_000, 50_000, 200_000, 550_000] as const;

/** Accelerators: years in the programme (0-3) and brands bought (0-5). */
export const MAX_YEARS = 3;
export const MAX_BRANDS = 5;
export const TWO_YEARS_BONUS = 0.2;
export const THREE_YEARS_BONUS = 0.3;
export const FIVE_BRANDS_BONUS = 0.2;

interface Bracket {
  /** In reais: the bracket starts here (inclusive) and runs to the next one's start. */
  from: number;
  rate: number;
}

/** Buying through a partner: the amount weighted by price tier (0-500M x0.25 … above 3B x1). */
export const PRICE_TIERS: readonly Bracket[] = [
  { from: 0, rate: 0.25 },
  { from: 500_000_000, rate: 0.5 },
  { from: 1_500_000_000, rate: 0.75 },
  { from: 3_000_000_000, rate: 1 },
];

/** Buying directly: 0.25 up to 5 million reais, 0.50 to 15 million, 0.75 to 30 million, 1 above. */
export const DIRECT_PURCHASE_BRACKETS: readonly Bracket[] = [
  { from: 0, rate: 0.25 },
  { from: 5_000_000, rate: 0.5 },
  { from: 15_000_000, rate: 0.75 },
  { from: 30_000_000, rate: 1 },
];

/** Only digits, at most 23: what an amount input keeps of what was typed or pasted. */
export function amountDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, AMOUNT_MAX_DIGITS);
}

/** The centavos of an input's digits ('' is nothing). */
export function centavos(digits: string): bigint {
  return digits === '' ? 0n : BigInt(digits);
}

/** An input's digits as a decimal string of reais ('123456' -> '1234.56'), exact for Intl to format. */
export function reaisText(digits: string): string {
  const value = centavos(digits);
  const whole = value / AMOUNT_SCALE;
  const cents = (value % AMOUNT_SCALE).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

/** Reais as a number, for the point rules (precise far beyond any real purchase). */
export function reais(digits: string): number {
  return Number(centavos(digits)) / Number(AMOUNT_SCALE);
}

/**
 * The amount weighted bracket by bracket: each part of it at its own bracket's rate (like income
 * tax), so one more real never lowers the points.
 */
export function weightedAmount(amountReais: number, brackets: readonly Bracket[]): number {
  let weighted = 0;
  brackets.forEach((bracket, index) => {
    const next = brackets[index + 1]?.from ?? Infinity;
    if (amountReais > bracket.from) weighted += (Math.min(amountReais, next) - bracket.from) * bracket.rate;
  });
  return weighted;
}

export function channelBrackets(channel: BuyingChannel): readonly Bracket[] {
  return channel === 'direct' ? DIRECT_PURCHASE_BRACKETS : PRICE_TIERS;
}

/** The impulsos of a purchase through a channel, before the category's factor. */
export function purchasePoints(amountReais: number, channel: BuyingChannel): number {
  return weightedAmount(amountReais, channelBrackets(channel)) / REAIS_PER_POINT;
}

/** Corn earns like any purchase, but nothing below the threshold. */
export function cornPoints(amountReais: number, channel: BuyingChannel): number {
  return amountReais / REAIS_PER_POINT < CORN_THRESHOLD ? 0 : purchasePoints(amountReais, channel);
}

/** The share of impulsos a star category keeps: 0.5 for 1-3 stars, 0.75 for 4, 1 for 5. */
export function categoryFactor(stars: StarCategory): number {
  if (stars === 5) return 1;
  if (stars === 4) return 0.75;
  return 0.5;
}

/** 20% for two years in the programme, 30% for three. */
export function yearsBonus(years: number): number {
  if (years >= 3) return THREE_YEARS_BONUS;
  if (years === 2) return TWO_YEARS_BONUS;
  return 0;
}

/** 20% for buying all five brands. */
export function brandsBonus(brands: number): number {
  return brands >= MAX_BRANDS ? FIVE_BRANDS_BONUS : 0;
}

/** The stars a total earns: one, and one more at each threshold reached. */
export function resultStars(points: number): StarCategory {
  return (1 + RESULT_STAR_THRESHOLDS.filter((threshold) => points >= threshold).length) as StarCategory;
}

export interface CalculatorInput {
  channel: BuyingChannel;
  stars: StarCategory;
  /** The inputs' digits (centavos). */
  purchaseDigits: string;
  cornDigits: string;
  years: number;
  brands: number;
}

export interface CalculatorResult {
  purchasePoints: number;
  cornPoints: number;
  /** (purchase + corn) x the category's factor. */
  basePoints: number;
  /** The accelerators' share, added to the base. */
  bonusRate: number;
  bonusPoints: number;
  totalPoints: number;
  stars: StarCategory;
  /** The catalogue band the total reaches (its min_points). */
  band: number;
}

export type Calculation = { ok: true; result: CalculatorResult } | { ok: false; error: 'amounts-required' };

/** Both amounts empty or zero: nothing to calculate, both inputs are marked. */
export function amountsMissing(purchaseDigits: string, cornDigits: string): boolean {
  return centavos(purchaseDigits) === 0n && centavos(cornDigits) === 0n;
}

/** The highest catalogue band (0, 50,000, 100,000, 150,000) a total reaches. */
export function bandFor(points: number, bands: readonly number[]): number {
  return bands.filter((band) => points >= band).reduce((highest, band) => Math.max(highest, band), 0);
}

/**
 * The calculation: purchase and corn points by the channel's brackets, times the category's
 * factor, plus the accelerators' bonuses (added together) on that; whole impulsos, rounded down.
 */
export function calculate(input: CalculatorInput, bands: readonly number[]): Calculation {
  if (amountsMissing(input.purchaseDigits, input.cornDigits)) return { ok: false, error: 'amounts-required' };
  const purchase = purchasePoints(reais(input.purchaseDigits), input.channel);
  const corn = cornPoints(reais(input.cornDigits), input.channel);
  const basePoints = Math.floor((purchase + corn) * categoryFactor(input.stars));
  const bonusRate = yearsBonus(clamp(input.years, 0, MAX_YEARS)) + brandsBonus(clamp(input.brands, 0, MAX_BRANDS));
  const bonusPoints = Math.floor(basePoints * bonusRate);
  const totalPoints = basePoints + bonusPoints;
  return {
    ok: true,
    result: {
      purchasePoints: Math.floor(purchase),
      cornPoints: Math.floor(corn),
      basePoints,
      bonusRate,
      bonusPoints,
      totalPoints,
      stars: resultStars(totalPoints),
      band: bandFor(totalPoints, bands),
    },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Which accelerator messages the result shows. */
export function acceleratorMessages(years: number, brands: number): { brandsMaximum: boolean; years: 2 | 3 | null } {
  return { brandsMaximum: brands >= MAX_BRANDS, years: years >= 3 ? 3 : years === 2 ? 2 : null };
}
