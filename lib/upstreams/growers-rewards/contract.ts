import { z } from 'zod';

/**
 * The growers' rewards programme service (US), as this site calls it, shared by the client and its
 * sandbox. Every request carries the API key in the `x-api-key` header (401 without the right one);
 * answers are JSON:
 *
 * - `GET /program/config`: the programme's dates, `YYYY-MM-DD`;
 * - `GET /growers/{growerId}/enrollment` -> `{ enrolled }`;
 * - `GET /growers/{growerId}/requirements`: progress towards the minimum requirements;
 * - `GET /growers/{growerId}/available-rewards` -> `{ amount }` (USD);
 * - `GET /growers/{growerId}/{transactions|qualified-purchases|cash-back|loyalty-rewards|additional-money}`
 *   -> `{ items }`, each kind in its own field names (the spec's getTransactions, getQualifiedPurchases,
 *   getCashBack, getLoyaltyRewards and getAdditionalMoney; it shows no paths, these are designed here).
 *
 * `{growerId}` is the grower's identity-provider subject. A grower the service does not know
 * answers 404 on every grower path, and so does one not enrolled, except on `enrollment`. Amounts
 * are USD; instants are ISO 8601 with an offset. Fields the site ignores are optional.
 */

export const PROGRAM_CONFIG_PATH = '/program/config';

export type GrowerResource = 'enrollment' | 'requirements' | 'available-rewards' | ActivityResource;

export const growerPath = (growerId: string, resource: GrowerResource) => `/growers/${encodeURIComponent(growerId)}/${resource}`;

/** The service's error body (401, 404). */
export interface VendorError {
  error: string;
  message: string;
}

// ---- Programme ----------------------------------------------------------------------------------

const day = z.iso.date();

export const programConfigAnswerSchema = z.object({
  programStartDate: day,
  periodOneEndDate: day,
  periodTwoStartDate: day,
  periodTwoEndDate: day,
  periodThreeStartDate: day,
  programEndDate: day,
});
export type ProgramConfigAnswer = z.input<typeof programConfigAnswerSchema>;

// ---- A grower's standing ------------------------------------------------------------------------

export const enrollmentAnswerSchema = z.object({ enrolled: z.boolean() });
export type EnrollmentAnswer = z.input<typeof enrollmentAnswerSchema>;

const productsCount = z.number().int().min(0);
const usd = z.number().min(0);
const gallons = z.number().min(0);

export const requirementsAnswerSchema = z.object({
  rewards: z.object({ purchasedProductsCount: productsCount, rewardsEarned: usd }),
  fruitsAndVegetables: z.object({ purchasedProductsCount: productsCount, rewardsEarned: usd }),
  potatoes: z.object({ emestoGallonsPurchased: gallons, admireGallonsPurchased: gallons }),
});
export type RequirementsAnswer = z.input<typeof requirementsAnswerSchema>;

export const availableRewardsAnswerSchema = z.object({ amount: usd });
export type AvailableRewardsAnswer = z.input<typeof availableRewardsAnswerSchema>;

// ---- Activity: one list per kind, each in its own names -----------------------------------------

const instant = z.iso.datetime({ offset: true });
const id = z.string().min(1);
/** An address about the item (a statement, an invoice), when the service has one. */
const link = z.string().nullable().optional();

export const transactionWireSchema = z.object({
  transactionId: id,
  postedAt: instant,
  memo: z.string(),
  /** Negative for money leaving the grower's rewards (a redemption paid out). */
  amountUsd: z.number(),
  detailUrl: link,
});

export const qualifiedPurchaseWireSchema = z.object({
  purchaseId: id,
  invoiceDate: instant,
  productName: z.string(),
  purchaseAmount: z.number(),
  retailerName: z.string().optional(),
  invoiceUrl: link,
});

export const cashBackWireSchema = z.object({
  cashBackId: id,
  issuedAt: instant,
  offerName: z.string(),
  cashBackAmount: z.number(),
  statementUrl: link,
});

export const loyaltyRewardWireSchema = z.object({
  rewardId: id,
  earnedAt: instant,
  rewardName: z.string(),
  rewardValue: z.number(),
  rewardUrl: link,
});

export const additionalMoneyWireSchema = z.object({
  paymentId: id,
  paidAt: instant,
  programName: z.string(),
  amountPaid: z.number(),
  remittanceUrl: link,
});

const itemsOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item) });

export const transactionsAnswerSchema = itemsOf(transactionWireSchema);
export const qualifiedPurchasesAnswerSchema = itemsOf(qualifiedPurchaseWireSchema);
export const cashBackAnswerSchema = itemsOf(cashBackWireSchema);
export const loyaltyRewardsAnswerSchema = itemsOf(loyaltyRewardWireSchema);
export const additionalMoneyAnswerSchema = itemsOf(additionalMoneyWireSchema);

export type TransactionWire = z.input<typeof transactionWireSchema>;
export type QualifiedPurchaseWire = z.input<typeof qualifiedPurchaseWireSchema>;
export type CashBackWire = z.input<typeof cashBackWireSchema>;
export type LoyaltyRewardWire = z.input<typeof loyaltyRewardWireSchema>;
export type AdditionalMoneyWire = z.input<typeof additionalMoneyWireSchema>;

/** A grower's activity as the five paths answer it, by path. */
export interface ActivityAnswers {
  transactions: { items: TransactionWire[] };
  'qualified-purchases': { items: QualifiedPurchaseWire[] };
  'cash-back': { items: CashBackWire[] };
  'loyalty-rewards': { items: LoyaltyRewardWire[] };
  'additional-money': { items: AdditionalMoneyWire[] };
}
export type ActivityResource = keyof ActivityAnswers;

export const activityResources: readonly ActivityResource[] = ['transactions', 'qualified-purchases', 'cash-back', 'loyalty-rewards', 'additional-money'];
