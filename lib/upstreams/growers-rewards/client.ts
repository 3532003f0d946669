import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { ActivityItem, ActivityType, ProgrammeConfig, Requirements } from '@/lib/growers-rewards/contract';
import { browserUrl, isSandboxUrl } from '@/lib/sandbox/hook';
import { requestJson } from '../http';
import type { GrowersRewardsSettings } from './config';
import {
  additionalMoneyAnswerSchema,
  availableRewardsAnswerSchema,
  cashBackAnswerSchema,
  enrollmentAnswerSchema,
  growerPath,
  loyaltyRewardsAnswerSchema,
  PROGRAM_CONFIG_PATH,
  programConfigAnswerSchema,
  qualifiedPurchasesAnswerSchema,
  requirementsAnswerSchema,
  transactionsAnswerSchema,
  type ActivityResource,
} from './contract';

/**
 * The growers' rewards programme service (its wire format in ./contract.ts): the only code that
 * speaks its shapes. Callers name the grower by their session's subject. No call is retried (the
 * spec asks for none); a grower the service does not know fails as not_found.
 */

const SERVICE = 'growers-rewards';
/** The snapshot's activity list shows the latest few, whatever their kind. */
const ACTIVITY_LIMIT = 10;

function get<T>(operation: string, path: string, schema: z.ZodType<T>, settings: GrowersRewardsSettings): Promise<T> {
  return requestJson({
    service: SERVICE,
    operation,
    url: `${settings.baseUrl.replace(/\/+$/, '')}${path}`,
    init: { headers: { accept: 'application/json', 'x-api-key': settings.apiKey } },
    schema,
    timeoutMs: settings.timeoutMs,
  });
}

/**
 * Only absolute http(s) addresses reach an href: anything else the service sends (`javascript:`,
 * a path on its own host) is no link. The sandbox's pages are on its origin, which browsers reach
 * under /sandbox on this site.
 */
function safeLink(address: string | null | undefined): string | null {
  if (!address || !/^https?:\/\//i.test(address)) return null;
  return isSandboxUrl(address) ? browserUrl(new URL(address), '') : address;
}

const activityItem = (type: ActivityType, id: string, instant: string, description: string, amount: number, address: string | null | undefined): ActivityItem => ({
  type,
  id,
  // One time zone, so the kinds' dates compare and sort as they are.
  data: { date: new Date(instant).toISOString(), description, amount },
  link: safeLink(address),
});

type ActivityCall = (growerId: string, settings: GrowersRewardsSettings) => Promise<ActivityItem[]>;

/** Each kind's call and its vendor names, mapped to ours. */
const activityCalls: Record<ActivityResource, ActivityCall> = {
  transactions: async (growerId, settings) =>
    (await get('getTransactions', growerPath(growerId, 'transactions'), transactionsAnswerSchema, settings)).items.map((item) =>
      activityItem('transaction', item.transactionId, item.postedAt, item.memo, item.amountUsd, item.detailUrl),
    ),
  'qualified-purchases': async (growerId, settings) =>
    (await get('getQualifiedPurchases', growerPath(growerId, 'qualified-purchases'), qualifiedPurchasesAnswerSchema, settings)).items.map((item) =>
      activityItem('qualified-purchase', item.purchaseId, item.invoiceDate, item.productName, item.purchaseAmount, item.invoiceUrl),
    ),
  'cash-back': async (growerId, settings) =>
    (await get('getCashBack', growerPath(growerId, 'cash-back'), cashBackAnswerSchema, settings)).items.map((item) =>
      activityItem('cash-back', item.cashBackId, item.issuedAt, item.offerName, item.cashBackAmount, item.statementUrl),
    ),
  'loyalty-rewards': async (growerId, settings) =>
    (await get('getLoyaltyRewards', growerPath(growerId, 'loyalty-rewards'), loyaltyRewardsAnswerSchema, settings)).items.map((item) =>
      activityItem('loyalty-rewards', item.rewardId, item.earnedAt, item.rewardName, item.rewardValue, item.rewardUrl),
    ),
  'additional-money': async (growerId, settings) =>
    (await get('getAdditionalMoney', growerPath(growerId, 'additional-money'), additionalMoneyAnswerSchema, settings)).items.map((item) =>
      activityItem('additional-money', item.paymentId, item.paidAt, item.programName, item.amountPaid, item.remittanceUrl),
    ),
};

export const growersRewards = {
  /** The programme's dates (the snapshot banner's periods). */
  programmeConfig: (settings: GrowersRewardsSettings = env.growersRewards): Promise<ProgrammeConfig> =>
    get('getProgramConfig', PROGRAM_CONFIG_PATH, programConfigAnswerSchema, settings),

  /** Whether the grower is enrolled in the programme. */
  enrollment: async (growerId: string, settings: GrowersRewardsSettings = env.growersRewards): Promise<boolean> =>
    (await get('getEnrollment', growerPath(growerId, 'enrollment'), enrollmentAnswerSchema, settings)).enrolled,

  requirements: (growerId: string, settings: GrowersRewardsSettings = env.growersRewards): Promise<Requirements> =>
    get('getRequirements', growerPath(growerId, 'requirements'), requirementsAnswerSchema, settings),

  /** The rewards the grower may redeem, USD. */
  availableRewards: async (growerId: string, settings: GrowersRewardsSettings = env.growersRewards): Promise<number> =>
    (await get('getAvailableRewards', growerPath(growerId, 'available-rewards'), availableRewardsAnswerSchema, settings)).amount,

  /** The latest activity of every kind, newest first; fails when any of the five calls fails. */
  activity: async (growerId: string, settings: GrowersRewardsSettings = env.growersRewards): Promise<ActivityItem[]> => {
    const lists = await Promise.all(Object.values(activityCalls).map((call) => call(growerId, settings)));
    return lists
      .flat()
      .sort((a, b) => Date.parse(b.data.date) - Date.parse(a.data.date))
      .slice(0, ACTIVITY_LIMIT);
  },
};
