import { z } from 'zod';
import { redemptionKinds, redemptionRecipients, redemptionStatuses } from '@/lib/loyalty/contract';
import { rewardItemTypes, type RewardCategory, type RewardCrop, type RewardJourney } from '@/lib/loyalty/points-bands';

/**
 * The loyalty programme's wire format (spec section 7), shared by the client and its sandbox.
 * Names are the vendor's. Three hosts, one bearer token:
 *
 * - the token service: `POST {LOYALTY_TOKEN_URL}` form-encoded `grant_type=client_credentials`,
 *   `client_id`, `client_secret` -> `{ access_token, token_type, expires_in }` (seconds);
 * - the Loyalty service (`{LOYALTY_API_URL}`, the impulse backend `.../impulso-back/api`):
 *   `GET /members/{id}`, `GET /transaction-history/{id}?page&per_page&categories&startDate&endDate&search`
 *   (`categories` repeated), `GET /transaction-details/{transactionNumber}`, `GET /transaction-category`;
 * - the Impulso service (`{IMPULSO_API_URL}`): `GET /banner/{id}`, `/expiration/points/{id}`,
 *   `/srv-exp-recommendation/services?page&limit&per_page&base64Html=true`,
 *   `/recommendation/Services/{id}?page&limit&per_page&orbiaImgUrl=true`,
 *   `/campaign/suggestions-customer/{id}`, `/contents2u/{id}`, `POST /contents2u/save/{id}` `{ interests }`,
 *   `/culture`, `/editorial`, `/cmsRegion`, `/aem-integration/preferred-themes/?cultures&regions&editorials&type=C&page&per_page`,
 *   and the redemption requests the spec leaves unnamed (designed here): `POST /redemptions/{id}` with an
 *   `Idempotency-Key` header, `GET /redemptions/{id}[?idempotencyKey=]`, `GET /redemptions/{id}/{requestId}`,
 *   and the calculator's services search (path designed here): `GET /services/search?item_type&items_per_page
 *   &page&min_points&max_points[&service_crop][&service_journey][&service_category]`.
 *
 * `{id}` is the member id: the base64 of the member's document (CPF). A member the programme does
 * not know answers 404 on every member path. Dates are ISO 8601 instants. Fields the site ignores
 * are optional.
 */

// ---- Token service -------------------------------------------------------------------------------

export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Seconds. */
  expires_in: z.number().int().positive(),
});
export type TokenAnswer = z.input<typeof tokenAnswerSchema>;

// ---- Loyalty service -------------------------------------------------------------------------------

const instant = z.iso.datetime({ offset: true });

export const memberAnswerSchema = z.object({
  idMember: z.string().optional(),
  name: z.string(),
  document: z.string().optional(),
  status: z.enum(['ONBOARDING', 'ACTIVE', 'DEACTIVATED']),
  /** 1 WELCOME, 2 PERSONAL_INFORMATION, 3 CONNECT_ACCOUNTS (onboarding only). */
  onboardingStep: z.number().int().min(1).max(3).nullable().optional(),
  impulsePoints: z.number().int(),
  stars: z.number().int().min(1).max(5),
  impulsePercent: z.number().min(0).max(100),
  impulseLeft: z.number().int().min(0),
  minPoints: z.number().int(),
  orbiaPoints: z.number().int(),
  flGroupLeader: z.boolean(),
  familiarGroup: z.object({ idGroup: z.string().optional(), nmGroup: z.string(), starsGroup: z.number().int().min(1).max(5) }).nullable(),
  contactInformation: z.object({
    contactUs: z.object({ name: z.string(), phone: z.string(), email: z.string(), whatsapp: z.string() }),
    advisorContact: z.array(z.object({ nmAdvisor: z.string(), flAdvisor: z.string(), phoneAdvisor: z.string(), emailAdvisor: z.string(), mobileAdvisor: z.string() })),
  }),
});
export type MemberAnswer = z.input<typeof memberAnswerSchema>;

export const categoryWireSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export const categoriesAnswerSchema = z.array(categoryWireSchema);
export type CategoryWire = z.input<typeof categoryWireSchema>;

export const historyItemWireSchema = z.object({
  transactionDate: instant,
  pointsAmount: z.number().int(),
  origin: z.enum(['LEGITIMATE', 'ARTIFICIAL']),
  category: categoryWireSchema,
  transactionDetails: z
    .array(z.object({ description: z.string(), transactionNumber: z.string(), expirationDate: instant.nullable(), pointsAmount: z.number().int() }))
    .min(1),
  transferPoints: z.object({ sender: z.object({ nameMember: z.string() }), receiver: z.object({ nameMember: z.string() }) }).nullable(),
  member: z.object({ name: z.string() }),
});
export type HistoryItemWire = z.input<typeof historyItemWireSchema>;

export const historyAnswerSchema = z.object({
  result: z.array(historyItemWireSchema),
  totalPages: z.number().int().min(0),
  totalItems: z.number().int().min(0),
});
export type HistoryAnswer = z.input<typeof historyAnswerSchema>;

export const transactionDetailAnswerSchema = z.object({
  /** The member the transaction belongs to (base64 document): the client answers it only to them. */
  idMember: z.string(),
  description: z.string(),
  pointsAmount: z.number().int(),
  invoiceDate: instant.nullable(),
  invoiceNumber: z.string().nullable(),
  partnerName: z.string().nullable(),
  transactionDate: instant,
  expirationDate: instant.nullable(),
  orderNumber: z.string().nullable(),
  orderItems: z.array(
    z.object({ productDescription: z.string(), productQuantity: z.number(), productPoints: z.number().int(), category: z.string(), transactionNumber: z.string() }),
  ),
  subTotalOrder: z.number().int().nullable(),
  shippingFee: z.number().int().nullable(),
  totalPointsOrder: z.number().int().nullable(),
});
export type TransactionDetailAnswer = z.input<typeof transactionDetailAnswerSchema>;

// ---- Impulso service -------------------------------------------------------------------------------

export const bannerAnswerSchema = z.object({
  weatherBulletin: z
    .object({ location: z.string(), date: instant, description: z.string(), minTemperature: z.number(), maxTemperature: z.number(), precipitationChance: z.number() })
    .nullable(),
});
export type BannerAnswer = z.input<typeof bannerAnswerSchema>;

export const expirationAnswerSchema = z.object({
  sumPointsToExpire: z.number().int().min(0),
  expirationPoints: z.array(z.object({ expirationDate: instant, pointsAmount: z.number().int().positive() })),
});
export type ExpirationAnswer = z.input<typeof expirationAnswerSchema>;

export const serviceWireSchema = z.object({
  /** A base64 image (base64Html=true) or, with orbiaImgUrl=true, an image URL; either may be empty. */
  imgBase64Html: z.string().nullable().optional(),
  vlPricePoints: z.number().optional(),
  dsLink: z.string(),
  cdSkuOrbia: z.string(),
  idOrbia: z.union([z.string(), z.number()]),
  tpService: z.string(),
  nmVendor: z.string(),
  nmService: z.string(),
  ctgService: z.string(),
  qtStars: z.number().int().min(0).max(5),
  recommendationTag: z.string().nullable().optional(),
  currentCost: z.number(),
  previousCost: z.number().nullable().optional(),
});
export type ServiceWire = z.input<typeof serviceWireSchema>;

export const servicesAnswerSchema = z.object({
  result: z.array(serviceWireSchema),
  totalPages: z.number().int().min(0),
  totalItems: z.number().int().min(0).optional(),
});
export type ServicesAnswer = z.input<typeof servicesAnswerSchema>;

export const campaignSuggestionAnswerSchema = z.object({ crop: z.string().regex(/^\d{4}\/\d{2}$/), suggestionLink: z.string().min(1) });
export type CampaignSuggestionAnswer = z.input<typeof campaignSuggestionAnswerSchema>;

export const contentItemWireSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  link: z.string(),
  date: instant,
  tags: z.array(z.string()),
});
export type ContentItemWire = z.input<typeof contentItemWireSchema>;

const interestMapSchema = z.object({ cultures: z.array(z.string()), regions: z.array(z.string()), editorials: z.array(z.string()) });

export const contentsAnswerSchema = z.object({
  contents: z.array(contentItemWireSchema),
  /** The saved choice, or a list while the member has chosen none. */
  interests: z.union([z.array(z.string()), interestMapSchema]),
});
export type ContentsAnswer = z.input<typeof contentsAnswerSchema>;

export const saveInterestsBodySchema = z.object({ interests: interestMapSchema });
export type SaveInterestsBody = z.input<typeof saveInterestsBodySchema>;

/** `/culture`, `/editorial`, `/cmsRegion`: one tag group each. */
export const tagGroupAnswerSchema = z.array(z.object({ id: z.union([z.string(), z.number()]), title: z.string() }));
export type TagGroupAnswer = z.input<typeof tagGroupAnswerSchema>;

export const preferredThemesAnswerSchema = z.object({
  result: z.array(contentItemWireSchema),
  totalPages: z.number().int().min(0),
  totalItems: z.number().int().min(0).optional(),
});
export type PreferredThemesAnswer = z.input<typeof preferredThemesAnswerSchema>;

// ---- Redemption requests (designed here: the spec leaves the call unnamed) -------------------------

export const redemptionBodySchema = z
  .object({
    kind: z.enum(redemptionKinds),
    amount: z.number().int().min(1),
    recipient: z.enum(redemptionRecipients),
    note: z.string().max(500).nullable(),
  })
  .strict();
export type RedemptionBody = z.input<typeof redemptionBodySchema>;

export const redemptionWireSchema = z.object({
  requestId: z.string(),
  idempotencyKey: z.string(),
  kind: z.enum(redemptionKinds),
  amount: z.number().int().min(1),
  recipient: z.enum(redemptionRecipients),
  note: z.string().nullable(),
  status: z.enum(redemptionStatuses),
  createdAt: instant,
});
export type RedemptionWire = z.input<typeof redemptionWireSchema>;

export const redemptionsAnswerSchema = z.object({ result: z.array(redemptionWireSchema) });
export type RedemptionsAnswer = z.input<typeof redemptionsAnswerSchema>;

/**
 * Refusals of `POST /redemptions/{id}`: 409 when the key was used for another request, 422 when
 * the points do not cover it or a non-leader asks for the group.
 */
export const redemptionRefusalSchema = z.object({ error: z.enum(['idempotency_key_reused', 'insufficient_points', 'not_group_leader']), message: z.string() });
export type RedemptionRefusal = z.input<typeof redemptionRefusalSchema>;

// ---- Services search (the calculator's catalogue; path designed here) ------------------------------

/**
 * The facet values the services search filters by, as the vendor spells them (spec: crops Algodão,
 * Café, Cana, Milho, Soja; journeys Colheita, Compra, Na safra, Planejamento, Plantio, Pré plantio).
 * The spec names the categories in English only: their Portuguese values are designed here.
 */
export const vendorCrops = { cotton: 'Algodão', coffee: 'Café', sugarcane: 'Cana', corn: 'Milho', soy: 'Soja' } as const satisfies Record<RewardCrop, string>;
export const vendorJourneys = {
  harvest: 'Colheita',
  purchase: 'Compra',
  'in-season': 'Na safra',
  planning: 'Planejamento',
  planting: 'Plantio',
  'pre-planting': 'Pré plantio',
} as const satisfies Record<RewardJourney, string>;
export const vendorCategories = {
  'agro-software': 'Agro Software',
  'agronomic-consulting': 'Consultoria Agronômica',
  'personalized-consulting': 'Consultoria Personalizada',
  'courses-and-training': 'Cursos e Treinamentos',
} as const satisfies Record<RewardCategory, string>;

/** Our slug of a vendor facet value, or undefined for a value the table does not know. */
export function facetSlug<Slug extends string>(table: Record<Slug, string>, vendorValue: string): Slug | undefined {
  return (Object.keys(table) as Slug[]).find((slug) => table[slug] === vendorValue);
}

const nonNegativeInt = z.coerce.number().int().min(0);

/** The query of `GET /services/search`, as the sandbox checks it (numbers arrive as text). */
export const servicesSearchQuerySchema = z.object({
  item_type: z.enum(rewardItemTypes),
  items_per_page: z.coerce.number().int().min(1).max(100),
  page: z.coerce.number().int().min(1),
  min_points: nonNegativeInt,
  max_points: nonNegativeInt,
  service_crop: z.enum(vendorCrops).optional(),
  service_journey: z.enum(vendorJourneys).optional(),
  service_category: z.enum(vendorCategories).optional(),
});
export type ServicesSearchQuery = z.output<typeof servicesSearchQuerySchema>;

export const servicesSearchItemWireSchema = z.object({
  ds_product_url: z.string(),
  nm_product: z.string(),
  /** An image address, possibly empty. */
  ds_image_url: z.string().nullable().optional(),
  points: z.number().min(0),
});
export type ServicesSearchItemWire = z.input<typeof servicesSearchItemWireSchema>;

export const servicesSearchAnswerSchema = z.object({
  results: z.array(servicesSearchItemWireSchema),
  page: z.number().int().min(1),
  /** Null (or absent) on the last page. */
  next_page: z.number().int().min(1).nullable().optional(),
});
export type ServicesSearchAnswer = z.input<typeof servicesSearchAnswerSchema>;
