import { z } from 'zod';
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_PAGE_SIZES } from './history-page-sizes';

/**
 * The contract of our loyalty routes (`app/api/loyalty/*`), for the server that answers them and
 * the browser that calls them: the answers (zod schemas, for `apiJson`'s parser, and their types)
 * and the inputs (the history query and the redemption request, so the UI checks the same rules the
 * server re-checks). Field names are the spec's (section 3); vendor-only fields (ids of the member,
 * tokens, documents) never appear here. Every date is an ISO 8601 instant (`2026-03-10T13:30:00.000Z`);
 * day-based rules (expiring today, 'Hoje'/'Ontem') read it in America/Sao_Paulo.
 */

// ---- Constants of the spec (section 9) -----------------------------------------------------------

/** The history's page sizes, in a module of their own that browser code reads without zod. */
export { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_PAGE_SIZES, HISTORY_PREVIEW_PAGE_SIZE } from './history-page-sizes';
/** Recommended services come 8 to a page. */
export const SERVICES_PAGE_SIZE = 8;

/** Section 3: the five redemption kinds (tracks: traditional and loyalty). */
export const redemptionKinds = ['50-traditional', 'loyalty-rewards', '100-traditional', 'traditional-and-additional-money', 'additional-money'] as const;
export type RedemptionKind = (typeof redemptionKinds)[number];

/** Section 3: a redemption request's status; a new request is Submitted. */
export const redemptionStatuses = ['Submitted', 'Processing', 'PaymentIssued', 'PaymentCleared', 'PaymentVoided', 'Canceled'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** Whom the points are redeemed for: the member, or their family group (its leader only). */
export const redemptionRecipients = ['self', 'group'] as const;
export type RedemptionRecipient = (typeof redemptionRecipients)[number];

/** The header a redemption POST carries: one key per attempt to redeem, reused by every retry of it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8-100 letters, digits, - or _');

// ---- Inputs ----------------------------------------------------------------------------------------

const isoDay = z.iso.date();

/**
 * `GET /api/loyalty/history?page&per_page&categories&startDate&endDate&search`: `categories`
 * repeated (`categories=1&categories=4`), dates as `YYYY-MM-DD` (days in America/Sao_Paulo,
 * both inclusive). Parse `historyQueryFromSearchParams(params)`.
 */
export const historyQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((size) => (HISTORY_PAGE_SIZES as readonly number[]).includes(size), `must be one of ${HISTORY_PAGE_SIZES.join(', ')}`)
      .default(HISTORY_DEFAULT_PAGE_SIZE),
    categories: z.array(z.string().regex(/^\d{1,9}$/, 'must be a category id')).max(50).default([]),
    startDate: isoDay.optional(),
    endDate: isoDay.optional(),
    search: z.string().trim().max(100).optional().transform((search) => search || undefined),
  })
  .strict()
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, { message: 'must not be before startDate', path: ['endDate'] });

export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** The history query of a URL's parameters (repeated `categories` kept as a list). */
export function historyQueryFromSearchParams(params: URLSearchParams) {
  const fields: Record<string, unknown> = Object.fromEntries(params);
  fields.categories = params.getAll('categories');
  return historyQuerySchema.safeParse(fields);
}

/**
 * `POST /api/loyalty/redemptions` with an `Idempotency-Key` header. The amount is a whole number of
 * points from 1 to the member's redeemable points (`orbiaPoints`, checked by the server against the
 * programme); `group` only for the group's leader (see `redemptionProblems`).
 */
export const redemptionRequestSchema = z
  .object({
    kind: z.enum(redemptionKinds, { error: 'kind_invalid' }),
    amount: z.number({ error: 'amount_not_integer' }).int('amount_not_integer').min(1, 'amount_too_small'),
    recipient: z.enum(redemptionRecipients, { error: 'recipient_invalid' }),
    note: z.string().trim().max(500, 'note_too_long').optional().transform((note) => note || undefined),
  })
  .strict();

export type RedemptionRequest = z.input<typeof redemptionRequestSchema>;

/** The field error codes a redemption can get, beyond the schema's own. */
export type RedemptionProblem = { field: 'amount'; code: 'amount_exceeds_balance' } | { field: 'recipient'; code: 'group_requires_leader' };

/**
 * The rules that need the member: at most the redeemable points, and only the group's leader
 * redeems for the group. The UI applies them as the user types; the server again before redeeming.
 */
export function redemptionProblems(request: Pick<RedemptionRequest, 'amount' | 'recipient'>, member: Pick<MemberSummary, 'orbiaPoints' | 'flGroupLeader' | 'familiarGroup'>): RedemptionProblem[] {
  const problems: RedemptionProblem[] = [];
  if (request.amount > member.orbiaPoints) problems.push({ field: 'amount', code: 'amount_exceeds_balance' });
  if (request.recipient === 'group' && !(member.familiarGroup && member.flGroupLeader)) problems.push({ field: 'recipient', code: 'group_requires_leader' });
  return problems;
}

/** `PUT /api/loyalty/contents-for-you/interests`: the ids the member picked in each tag group. */
export const interestsSchema = z
  .object({
    cultures: z.array(z.string().min(1).max(50)).max(50),
    regions: z.array(z.string().min(1).max(50)).max(50),
    editorials: z.array(z.string().min(1).max(50)).max(50),
  })
  .strict()
  .refine((interests) => interests.cultures.length + interests.regions.length + interests.editorials.length >= 1, { message: 'select_at_least_one', path: ['cultures'] });

export type Interests = z.output<typeof interestsSchema>;

// ---- Answers ---------------------------------------------------------------------------------------

const instant = z.iso.datetime({ offset: true });

const contactUsSchema = z.object({ name: z.string(), phone: z.string(), email: z.string(), whatsapp: z.string() });
const advisorContactSchema = z.object({ nmAdvisor: z.string(), flAdvisor: z.string(), phoneAdvisor: z.string(), emailAdvisor: z.string(), mobileAdvisor: z.string() });

/** `GET /api/loyalty/member` -> `{ member }`. */
export const memberSummarySchema = z.object({
  name: z.string(),
  status: z.enum(['ONBOARDING', 'ACTIVE', 'DEACTIVATED']),
  /** Points accumulated in the programme: the star level follows them (thresholds 0, 15,000, 50,000, 200,000, 550,000). */
  impulsePoints: z.number().int(),
  stars: z.number().int().min(1).max(5),
  /** Progress towards the next star, 0-100, and the points still missing. */
  impulsePercent: z.number().min(0).max(100),
  impulseLeft: z.number().int().min(0),
  minPoints: z.number().int(),
  /** Points the member can redeem now: the balance card and the redemption limit. */
  orbiaPoints: z.number().int(),
  /** Leader of their family group (the one who may redeem for it). */
  flGroupLeader: z.boolean(),
  /** Null outside a family group. */
  familiarGroup: z.object({ nmGroup: z.string(), starsGroup: z.number().int().min(1).max(5) }).nullable(),
  contactInformation: z.object({ contactUs: contactUsSchema, advisorContact: z.array(advisorContactSchema) }),
});
export type MemberSummary = z.output<typeof memberSummarySchema>;
export const memberAnswerSchema = z.object({ member: memberSummarySchema });

/** `GET /api/loyalty/banner` -> the dashboard's weather bulletin (null when the programme has none for the member's region). */
export const bannerAnswerSchema = z.object({
  weatherBulletin: z
    .object({
      location: z.string(),
      date: instant,
      description: z.string(),
      minTemperature: z.number(),
      maxTemperature: z.number(),
      /** Chance of rain, percent. */
      precipitationChance: z.number().min(0).max(100),
    })
    .nullable(),
});
export type LoyaltyBanner = z.output<typeof bannerAnswerSchema>;

/**
 * What a transaction's category means to the rules: expiring points and validity are not shown for
 * `redemption`, `transfer` and `expired`; for `other` only when its points are positive.
 */
export const transactionKinds = ['earning', 'redemption', 'transfer', 'expired', 'other'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

export const transactionCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** An icon name of the programme (`shopping-cart`, `gift`, `swap`, `hourglass`, `star`, `more`). */
  icon: z.string(),
  kind: z.enum(transactionKinds),
});
export type TransactionCategory = z.output<typeof transactionCategorySchema>;

/** `GET /api/loyalty/categories` -> the history filter's categories. */
export const categoriesAnswerSchema = z.object({ categories: z.array(transactionCategorySchema) });

export const historyItemSchema = z.object({
  transactionDate: instant,
  /** Positive (green, '+') or negative (red, '-'). */
  pointsAmount: z.number().int(),
  origin: z.enum(['LEGITIMATE', 'ARTIFICIAL']),
  category: transactionCategorySchema,
  transactionDetails: z
    .array(
      z.object({
        description: z.string(),
        /** Opens the detail: `GET /api/loyalty/transactions/{transactionNumber}`. */
        transactionNumber: z.string(),
        /** Null for what never expires (redemptions, transfers out, expired points). */
        expirationDate: instant.nullable(),
        pointsAmount: z.number().int(),
      }),
    )
    .min(1),
  /** Transfers only. */
  transferPoints: z.object({ sender: z.object({ nameMember: z.string() }), receiver: z.object({ nameMember: z.string() }) }).nullable(),
  member: z.object({ name: z.string() }),
});
export type HistoryItem = z.output<typeof historyItemSchema>;

/** `GET /api/loyalty/history` -> one page, newest first. */
export const historyPageSchema = z.object({
  result: z.array(historyItemSchema),
  totalPages: z.number().int().min(0),
  totalItems: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int(),
});
export type HistoryPage = z.output<typeof historyPageSchema>;

/** `GET /api/loyalty/transactions/{transactionNumber}` -> `{ transaction }` (404 when it is not the member's). */
export const transactionDetailSchema = z.object({
  description: z.string(),
  pointsAmount: z.number().int(),
  invoiceDate: instant.nullable(),
  invoiceNumber: z.string().nullable(),
  partnerName: z.string().nullable(),
  transactionDate: instant,
  expirationDate: instant.nullable(),
  orderNumber: z.string().nullable(),
  orderItems: z.array(
    z.object({
      productDescription: z.string(),
      productQuantity: z.number(),
      productPoints: z.number().int(),
      category: z.string(),
      transactionNumber: z.string(),
    }),
  ),
  subTotalOrder: z.number().int().nullable(),
  shippingFee: z.number().int().nullable(),
  totalPointsOrder: z.number().int().nullable(),
});
export type TransactionDetail = z.output<typeof transactionDetailSchema>;
export const transactionAnswerSchema = z.object({ transaction: transactionDetailSchema });

/**
 * `GET /api/loyalty/expiring-points` -> the programme's total about to expire and the lots behind
 * it (points still valid, soonest first): the expiring-points rule picks today's, else the next 45 days'.
 */
export const expiringPointsSchema = z.object({
  sumPointsToExpire: z.number().int().min(0),
  lots: z.array(z.object({ expirationDate: instant, pointsAmount: z.number().int().positive() })),
});
export type ExpiringPoints = z.output<typeof expiringPointsSchema>;

export const recommendedServiceSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  vendor: z.string(),
  category: z.string(),
  type: z.string(),
  /** A data: URL (the vendor's base64 image) or an https URL; null without an image. */
  image: z.string().nullable(),
  link: z.string(),
  /** Cost in points now; 0 or less is 'free'. */
  currentCost: z.number().int(),
  /** Cost before, shown struck through when it differs; null when there was none. */
  previousCost: z.number().int().nullable(),
  /** Stars needed. */
  stars: z.number().int().min(0).max(5),
  recommendationTag: z.string().nullable(),
});
export type RecommendedService = z.output<typeof recommendedServiceSchema>;

/**
 * `GET /api/loyalty/recommended-services?list=personal|featured&page` -> `{ services, totalPages }`:
 * `personal` (default) the member's own recommendations, 8 a page; `featured` the programme's
 * showcase, the same for everyone, cached on the server about 59 minutes, and a fallback list when
 * the service fails (`fallback: true`).
 */
export const servicesQuerySchema = z
  .object({ list: z.enum(['personal', 'featured']).default('personal'), page: z.coerce.number().int().min(1).max(1_000).default(1) })
  .strict();
export const recommendedServicesSchema = z.object({
  services: z.array(recommendedServiceSchema),
  totalPages: z.number().int().min(0),
  fallback: z.boolean(),
});
export type RecommendedServices = z.output<typeof recommendedServicesSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  link: z.string(),
  date: instant,
  /** Theme tags; the first that the overline map knows names the overline ('BLOG DO AGRO' otherwise). */
  tags: z.array(z.string()),
});
export type ContentItem = z.output<typeof contentItemSchema>;

/**
 * `GET /api/loyalty/contents-for-you` -> `{ contents, interests }`. `interests` is the member's saved
 * choice, or a list (empty or legacy) while they have chosen none: the topics block renders only
 * when it is not a list (spec section 5).
 */
export const contentsForYouSchema = z.object({
  contents: z.array(contentItemSchema),
  interests: z.union([z.array(z.string()), z.object({ cultures: z.array(z.string()), regions: z.array(z.string()), editorials: z.array(z.string()) })]),
});
export type ContentsForYou = z.output<typeof contentsForYouSchema>;

/** `GET /api/loyalty/contents-for-you/themes` -> the tag groups of the interests picker. */
export const interestThemesSchema = z.object({
  cultures: z.array(z.object({ id: z.string(), title: z.string() })),
  regions: z.array(z.object({ id: z.string(), title: z.string() })),
  editorials: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type InterestThemes = z.output<typeof interestThemesSchema>;

/** `GET /api/loyalty/campaign-suggestion` -> `{ suggestion }`, null when the programme has none for the member. */
export const campaignSuggestionAnswerSchema = z.object({
  suggestion: z
    .object({
      /** The season, e.g. '2026/27' (shown as 'SAFRA 26/27'). */
      crop: z.string(),
      /** Goes into `/campanhas?utm_source=sugestao&simulator={suggestionLink}`. */
      suggestionLink: z.string(),
    })
    .nullable(),
});
export type CampaignSuggestion = NonNullable<z.output<typeof campaignSuggestionAnswerSchema>['suggestion']>;

export const redemptionSchema = z.object({
  id: z.string(),
  kind: z.enum(redemptionKinds),
  amount: z.number().int().min(1),
  recipient: z.enum(redemptionRecipients),
  note: z.string().nullable(),
  status: z.enum(redemptionStatuses),
  createdAt: instant,
});
export type Redemption = z.output<typeof redemptionSchema>;

/** `POST /api/loyalty/redemptions` -> 201 `{ redemption }` (the same answer for a repeated key); `GET` -> `{ redemptions }`, newest first. */
export const redemptionAnswerSchema = z.object({ redemption: redemptionSchema });
export const redemptionsAnswerSchema = z.object({ redemptions: z.array(redemptionSchema) });
