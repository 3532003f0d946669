import { z } from 'zod';

/**
 * The field-data partner's wire format (discovery-and-field-tools spec §3, §7), shared by the
 * client and its sandbox. Every call but the link carries the user's partner authorization in
 * `x-partner-authorization`; the years are calendar years (a season is named by the year it starts).
 */

/** Where the partner's sync of a user's fields stands (§4). */
export const syncStatuses = ['ERROR', 'SYNCING', 'EMPTY', 'FAILING_SOURCE', 'SOME_YEARS_MISSING', 'COMPLETED'] as const;
export const syncStatusSchema = z.enum(syncStatuses);
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** A season's year, as the partner keys its contents. */
export const yearSchema = z.number().int().min(1900).max(2200);

/** The body of a sync or dashboard call. */
export const yearsRequestSchema = z.object({ years: z.array(yearSchema).min(1).max(10) });
export type YearsRequest = z.infer<typeof yearsRequestSchema>;

/** `POST /dashboard-sync` */
export const syncAnswerSchema = z.object({ status: syncStatusSchema });
export type SyncAnswer = z.infer<typeof syncAnswerSchema>;

/** One field's harvest of one year: wet mass in kg, area in hectares. */
export const harvestContentSchema = z.object({
  totalWetMass: z.number().nonnegative(),
  totalHarvestedArea: z.number().nonnegative(),
  cropName: z.string().min(1),
});
export type HarvestContent = z.infer<typeof harvestContentSchema>;

/** One field's planting of one year: the partner sends more than the crop, which we do not read. */
export const plantingContentSchema = z.looseObject({ cropName: z.string().min(1) });

const byYear = <T extends z.ZodType>(content: T) => z.record(z.string().regex(/^\d{4}$/), content);

export const fieldSchema = z.object({
  properties: z.looseObject({ name: z.string() }),
  harvestContents: byYear(harvestContentSchema).default({}),
  plantingContents: byYear(plantingContentSchema).default({}),
});
export type FieldViewField = z.infer<typeof fieldSchema>;

/** `POST /dashboard`: the user's fields and when the partner last synced them (null: never). */
export const dashboardAnswerSchema = z.object({
  data: z.array(fieldSchema),
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** `POST /user-info` */
export const userInfoAnswerSchema = z.object({ user_id: z.string().min(1) });
export type UserInfoAnswer = z.infer<typeof userInfoAnswerSchema>;

/** `POST /accounts/link`: our client id and the user's e-mail -> the user's partner authorization. */
export const linkRequestSchema = z.object({ client_id: z.string().min(1), email: z.email() });
export const linkAnswerSchema = z.object({ authorization: z.string().min(1) });
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;

export const PARTNER_AUTHORIZATION_HEADER = 'x-partner-authorization';
