import { z } from 'zod';

/**
 * The contract of our growers' rewards route (`GET /api/growers-rewards`), for the server that
 * answers it, the browser that calls it and the widget's rules (features/growers-rewards/logic).
 * Field names are the spec's (section 3); the vendor's own names stay in
 * lib/upstreams/growers-rewards/contract.ts.
 */

const calendarDate = z.iso.date();

/** The programme's dates, `YYYY-MM-DD` calendar dates (periods end at the end of the day, US Central time). */
export const programmeConfigSchema = z.object({
  programStartDate: calendarDate,
  periodOneEndDate: calendarDate,
  periodTwoStartDate: calendarDate,
  periodTwoEndDate: calendarDate,
  periodThreeStartDate: calendarDate,
  programEndDate: calendarDate,
});
export type ProgrammeConfig = z.output<typeof programmeConfigSchema>;

const count = z.number().finite().min(0);

/** Progress towards each set of minimum requirements; money in USD (spec sections 3 and 9). */
export const requirementsSchema = z.object({
  rewards: z.object({ purchasedProductsCount: count, rewardsEarned: count }),
  fruitsAndVegetables: z.object({ purchasedProductsCount: count, rewardsEarned: count }),
  potatoes: z.object({ emestoGallonsPurchased: count, admireGallonsPurchased: count }),
});
export type Requirements = z.output<typeof requirementsSchema>;

export const activityTypes = ['transaction', 'qualified-purchase', 'cash-back', 'loyalty-rewards', 'additional-money'] as const;
export type ActivityType = (typeof activityTypes)[number];

export const activityItemSchema = z.object({
  type: z.enum(activityTypes),
  /** The service's id, unique within its type. */
  id: z.string(),
  data: z.object({
    /** ISO 8601, UTC. */
    date: z.iso.datetime(),
    description: z.string(),
    /** USD. */
    amount: z.number().finite(),
  }),
  /** An http(s) address about the item (the sandbox's: a path under /sandbox on this site), or null. */
  link: z.string().regex(/^(https?:\/\/|\/sandbox\/)\S+$/).nullable(),
});
export type ActivityItem = z.output<typeof activityItemSchema>;

/**
 * What the widget shows for the signed-in grower. A grower who is not the head grower gets no
 * requirements and no available rewards (spec section 6: only head growers see them), so neither
 * leaves the server.
 */
export const growersRewardsAnswerSchema = z.discriminatedUnion('enrolled', [
  z.object({ enrolled: z.literal(false) }),
  z.object({
    enrolled: z.literal(true),
    headGrower: z.boolean(),
    config: programmeConfigSchema,
    requirements: requirementsSchema.nullable(),
    availableRewards: z.number().finite().nullable(),
    activity: z.array(activityItemSchema),
  }),
]);
export type GrowersRewardsAnswer = z.output<typeof growersRewardsAnswerSchema>;
