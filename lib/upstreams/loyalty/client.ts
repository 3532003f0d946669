import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type {
  CampaignSuggestion,
  ContentItem,
  ContentsForYou,
  ExpiringPoints,
  HistoryItem,
  HistoryPage,
  HistoryQuery,
  Interests,
  InterestThemes,
  LoyaltyBanner,
  MemberSummary,
  RecommendedService,
  RecommendedServices,
  Redemption,
  RedemptionKind,
  RedemptionRecipient,
  TransactionCategory,
  TransactionDetail,
} from '@/lib/loyalty/contract';
import { SERVICES_PAGE_SIZE } from '@/lib/loyalty/contract';
import type { CalculatorReward, CalculatorRewards } from '@/lib/loyalty/calculator-rewards';
import {
  CALCULATOR_PAGE_SIZE,
  maxPointsFor,
  type PointsBand,
  type RewardCategory,
  type RewardCrop,
  type RewardItemType,
  type RewardJourney,
  type RewardsPageSize,
} from '@/lib/loyalty/points-bands';
import { errorMessage, log } from '@/lib/log';
import { requestJson, requestOptionalJson, UpstreamError, type JsonCall } from '../http';
import { categoryKindOf } from './category-kind';
import type { LoyaltySettings } from './config';
import {
  bannerAnswerSchema,
  campaignSuggestionAnswerSchema,
  categoriesAnswerSchema,
  contentsAnswerSchema,
  expirationAnswerSchema,
  historyAnswerSchema,
  memberAnswerSchema,
  preferredThemesAnswerSchema,
  redemptionsAnswerSchema,
  redemptionWireSchema,
  servicesAnswerSchema,
  servicesSearchAnswerSchema,
  tagGroupAnswerSchema,
  tokenAnswerSchema,
  transactionDetailAnswerSchema,
  vendorCategories,
  vendorCrops,
  vendorJourneys,
  type CategoryWire,
  type ContentItemWire,
  type RedemptionBody,
  type ServicesSearchItemWire,
  type ServiceWire,
} from './contract';
import { FALLBACK_SERVICES } from './fallback-services';

/**
 * The loyalty programme (its Loyalty and Impulso services, ./contract.ts): the only code that
 * speaks their shapes. Callers name the member by their document (from the session); the member
 * id the services want (base64 of the document) and the bearer token never leave this module.
 * Every call that fails is logged with the spec's message ('Server responded with status code:
 * {status}' for a non-OK answer) and rethrown as the HTTP helper's UpstreamError.
 */

const SERVICE = 'loyalty';
/** Renew the token this long before it expires (at most a tenth of its life). */
const TOKEN_MARGIN_MS = 60_000;
/** Spec section 9: the featured services are cached about 59 minutes. */
export const SERVICES_CACHE_MS = 3_540_000;

/** The member id of the services: the base64 of the member's document. */
export const memberIdOf = (document: string) => Buffer.from(document, 'utf8').toString('base64');

// ---- Reshaping -------------------------------------------------------------------------------------

const toCategory = ({ id, name, icon }: CategoryWire): TransactionCategory => ({ id: String(id), name, icon, kind: categoryKindOf(name) });

/** How a services endpoint sends images: bare base64 (base64Html=true) or an address (orbiaImgUrl=true). */
type ServiceImageForm = 'base64' | 'url';

/**
 * A service's image as an `img` source. Base64 becomes a data URL (SVG when it starts like `<svg`,
 * PNG otherwise); an address is kept when it is absolute http(s) or a path on this site, and
 * dropped otherwise (no image rather than a broken one). A data URL is kept in either form.
 */
export function serviceImage(image: string | null | undefined, form: ServiceImageForm): string | null {
  if (!image) return null;
  if (/^(https?:\/\/|data:)/.test(image)) return image;
  // A path only where addresses are sent: base64 may start with '/' too (a JPEG's is '/9j/').
  if (form === 'url') return /^\/(?!\/)/.test(image) ? image : null;
  return `data:${image.startsWith('PHN2Zy') ? 'image/svg+xml' : 'image/png'};base64,${image}`;
}

const toService = (service: ServiceWire, imageForm: ServiceImageForm): RecommendedService => ({
  id: String(service.idOrbia),
  sku: service.cdSkuOrbia,
  name: service.nmService,
  vendor: service.nmVendor,
  category: service.ctgService,
  type: service.tpService,
  image: serviceImage(service.imgBase64Html, imageForm),
  link: service.dsLink,
  currentCost: Math.round(service.currentCost),
  previousCost: service.previousCost === null || service.previousCost === undefined ? null : Math.round(service.previousCost),
  stars: service.qtStars,
  recommendationTag: service.recommendationTag ?? null,
});

/**
 * An address a page may link or load: absolute http(s), or a path on this site (not `//host` or
 * `/\\host`, which browsers read as another host). Anything else (javascript:, data:, a bare name) is null.
 */
export function webOrSitePath(address: string | null | undefined): string | null {
  const value = address?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return URL.canParse(value) ? value : null;
  return /^\/(?![/\\])/.test(value) ? value : null;
}

const toReward = (item: ServicesSearchItemWire): CalculatorReward => ({
  // The vendor gives no id: one derived from what identifies the item keeps React keys stable across pages.
  id: createHash('sha256').update(`${item.ds_product_url}\n${item.nm_product}`).digest('base64url').slice(0, 16),
  name: item.nm_product,
  url: webOrSitePath(item.ds_product_url),
  imageUrl: webOrSitePath(item.ds_image_url),
  points: Math.round(item.points),
});

const toContentItem = (item: ContentItemWire): ContentItem => ({ ...item, id: String(item.id) });

const toRedemption = ({ requestId, kind, amount, recipient, note, status, createdAt }: z.output<typeof redemptionWireSchema>): Redemption => ({
  id: requestId,
  kind,
  amount,
  recipient,
  note,
  status,
  createdAt,
});

// ---- The client ------------------------------------------------------------------------------------

export interface NewRedemption {
  kind: RedemptionKind;
  amount: number;
  recipient: RedemptionRecipient;
  note?: string;
}

/** One page of the calculator's catalogue; a filter left out is not sent. */
export interface RewardsSearch {
  itemType: RewardItemType;
  minPoints: PointsBand;
  crop?: RewardCrop | undefined;
  journey?: RewardJourney | undefined;
  category?: RewardCategory | undefined;
  page: number;
  /** 8 (the calculator's, and phones') or 16 (desktop). */
  itemsPerPage?: RewardsPageSize;
}

type Host = 'loyalty' | 'impulso';

export function createLoyaltyClient(settings: LoyaltySettings) {
  let token: { value: string; renewAt: number } | null = null;
  let tokenLoading: Promise<string> | null = null;
  const featured = new Map<number, { value: RecommendedServices; expiresAt: number }>();

  /** The bearer token, cached until a little before it expires; callers waiting at once share one fetch. */
  function accessToken(): Promise<string> {
    if (token && token.renewAt > Date.now()) return Promise.resolve(token.value);
    tokenLoading ??= requestJson({
      service: SERVICE,
      operation: 'token',
      url: settings.tokenUrl,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: settings.clientId, client_secret: settings.clientSecret }).toString(),
      },
      schema: tokenAnswerSchema,
      timeoutMs: settings.timeoutMs,
    })
      .then((answer) => {
        const lifetimeMs = answer.expires_in * 1000;
        token = { value: answer.access_token, renewAt: Date.now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 10) };
        return answer.access_token;
      })
      .finally(() => {
        tokenLoading = null;
      });
    return tokenLoading;
  }

  /**
   * One call with the bearer token. A 401 means the token died before its time (revoked, or the
   * service restarted): it is dropped and the call made once more with a new one.
   */
  async function call<T>(operation: string, host: Host, path: string, schema: z.ZodType<T>, init: RequestInit = {}, optional = false): Promise<T | null> {
    const base = (host === 'loyalty' ? settings.loyaltyUrl : settings.impulsoUrl).replace(/\/+$/, '');
    for (let renewed = false; ; renewed = true) {
      const bearer = await accessToken();
      const request: JsonCall<T> = {
        service: SERVICE,
        operation,
        url: `${base}${path}`,
        init: { ...init, headers: { accept: 'application/json', ...init.headers, authorization: `Bearer ${bearer}` } },
        schema,
        timeoutMs: settings.timeoutMs,
      };
      try {
        return optional ? await requestOptionalJson(request) : await requestJson(request);
      } catch (error) {
        if (renewed || !(error instanceof UpstreamError && error.status === 401)) throw error;
        if (token?.value === bearer) token = null;
      }
    }
  }

  /** Spec section 7: every loyalty call logs its failure and rethrows it. */
  async function logged<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const failure = error instanceof UpstreamError ? { failure: error.failure, status: error.status } : {};
      log.error('loyalty.call_failed', { operation, ...failure, error: errorMessage(error) });
      throw error;
    }
  }

  const required = async <T>(answer: Promise<T | null>): Promise<T> => (await answer)!;
  const member = (document: string) => encodeURIComponent(memberIdOf(document));
  const jsonBody = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  function history(document: string, query: HistoryQuery): Promise<HistoryPage> {
    return logged('transactionHistory', async () => {
      const params = new URLSearchParams({ page: String(query.page), per_page: String(query.per_page) });
      for (const category of query.categories) params.append('categories', category);
      if (query.startDate) params.set('startDate', query.startDate);
      if (query.endDate) params.set('endDate', query.endDate);
      if (query.search) params.set('search', query.search);
      const answer = await required(call('transactionHistory', 'loyalty', `/transaction-history/${member(document)}?${params}`, historyAnswerSchema));
      return {
        result: answer.result.map((item): HistoryItem => ({ ...item, category: toCategory(item.category) })),
        totalPages: answer.totalPages,
        totalItems: answer.totalItems,
        page: query.page,
        perPage: query.per_page,
      };
    });
  }

  async function servicesPage(operation: string, path: string, page: number, imageForm: ServiceImageForm): Promise<RecommendedServices> {
    const imageParam: Record<string, string> = imageForm === 'url' ? { orbiaImgUrl: 'true' } : { base64Html: 'true' };
    const query = new URLSearchParams({ page: String(page), limit: String(SERVICES_PAGE_SIZE), per_page: String(SERVICES_PAGE_SIZE), ...imageParam });
    const answer = await required(call(operation, 'impulso', `${path}?${query}`, servicesAnswerSchema));
    return { services: answer.result.map((service) => toService(service, imageForm)), totalPages: answer.totalPages, fallback: false };
  }

  async function redemptionsWhere(document: string, query: string) {
    return (await required(call('redemptions', 'impulso', `/redemptions/${member(document)}${query}`, redemptionsAnswerSchema))).result.map(toRedemption);
  }

  return {
    /** The member's programme account; fails as not_found for someone the programme does not know. */
    member: (document: string): Promise<MemberSummary> =>
      logged('member', async () => {
        const { name, status, impulsePoints, stars, impulsePercent, impulseLeft, minPoints, orbiaPoints, flGroupLeader, familiarGroup, contactInformation } = await required(
          call('member', 'loyalty', `/members/${member(document)}`, memberAnswerSchema),
        );
        return {
          name,
          status,
          impulsePoints,
          stars,
          impulsePercent,
          impulseLeft,
          minPoints,
          orbiaPoints,
          flGroupLeader,
          familiarGroup: familiarGroup && { nmGroup: familiarGroup.nmGroup, starsGroup: familiarGroup.starsGroup },
          contactInformation,
        };
      }),

    /** One page of the member's history, newest first (the preview is page 1 of 5). */
    history,

    /** A transaction's detail, or null when there is none by that number or it is another member's. */
    transactionDetail: (document: string, transactionNumber: string): Promise<TransactionDetail | null> =>
      logged('transactionDetails', async () => {
        const answer = await call('transactionDetails', 'loyalty', `/transaction-details/${encodeURIComponent(transactionNumber)}`, transactionDetailAnswerSchema, {}, true);
        if (!answer || answer.idMember !== memberIdOf(document)) return null;
        const { idMember: _owner, ...detail } = answer;
        return detail;
      }),

    categories: (): Promise<TransactionCategory[]> =>
      logged('transactionCategories', async () => (await required(call('transactionCategories', 'loyalty', '/transaction-category', categoriesAnswerSchema))).map(toCategory)),

    banner: (document: string): Promise<LoyaltyBanner> => logged('banner', () => required(call('banner', 'impulso', `/banner/${member(document)}`, bannerAnswerSchema))),

    expiringPoints: (document: string): Promise<ExpiringPoints> =>
      logged('expirationPoints', async () => {
        const answer = await required(call('expirationPoints', 'impulso', `/expiration/points/${member(document)}`, expirationAnswerSchema));
        const lots = [...answer.expirationPoints].sort((a, b) => Date.parse(a.expirationDate) - Date.parse(b.expirationDate));
        return { sumPointsToExpire: answer.sumPointsToExpire, lots };
      }),

    /** The member's own recommendations, 8 a page. */
    recommendedServices: (document: string, page = 1): Promise<RecommendedServices> =>
      logged('recommendedServices', () => servicesPage('recommendedServices', `/recommendation/Services/${member(document)}`, page, 'url')),

    /**
     * The programme's featured services (the same for everyone), cached about 59 minutes. When the
     * service fails the last good page is answered, or the fallback list when there is none; the
     * failure is logged and nothing is cached, so the next call tries again.
     */
    featuredServices: async (page = 1): Promise<RecommendedServices> => {
      const hit = featured.get(page);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      try {
        const value = await logged('recommendedServicesExp', () =>
          servicesPage('recommendedServicesExp', '/srv-exp-recommendation/services', page, 'base64'),
        );
        featured.set(page, { value, expiresAt: Date.now() + SERVICES_CACHE_MS });
        return value;
      } catch {
        return hit?.value ?? { services: page === 1 ? [...FALLBACK_SERVICES] : [], totalPages: 1, fallback: true };
      }
    },

    /**
     * One page of the calculator's rewards (services search): the band's points range, our filter
     * slugs as the vendor's facet values, 8 a page unless asked for 16. Public: no member, only the programme's token.
     */
    searchRewards: ({ itemType, minPoints, crop, journey, category, page, itemsPerPage = CALCULATOR_PAGE_SIZE }: RewardsSearch): Promise<CalculatorRewards> =>
      logged('servicesSearch', async () => {
        const params = new URLSearchParams({
          item_type: itemType,
          items_per_page: String(itemsPerPage),
          page: String(page),
          min_points: String(minPoints),
          max_points: String(maxPointsFor(minPoints)),
        });
        if (crop) params.set('service_crop', vendorCrops[crop]);
        if (journey) params.set('service_journey', vendorJourneys[journey]);
        if (category) params.set('service_category', vendorCategories[category]);
        const answer = await required(call('servicesSearch', 'impulso', `/services/search?${params}`, servicesSearchAnswerSchema));
        // A next page that does not move forward would page the caller in a circle.
        const nextPage = answer.next_page && answer.next_page > answer.page ? answer.next_page : null;
        return { items: answer.results.map(toReward), page: answer.page, nextPage };
      }),

    /** The member's campaign suggestion, or null when the programme has none for them. */
    campaignSuggestion: (document: string): Promise<CampaignSuggestion | null> =>
      logged('campaignSuggestion', () => required(call('campaignSuggestion', 'impulso', `/campaign/suggestions-customer/${member(document)}`, campaignSuggestionAnswerSchema.nullable()))),

    contentsForYou: (document: string): Promise<ContentsForYou> =>
      logged('contents2u', async () => {
        const { contents, interests } = await required(call('contents2u', 'impulso', `/contents2u/${member(document)}`, contentsAnswerSchema));
        return { contents: contents.map(toContentItem), interests };
      }),

    saveInterests: (document: string, interests: Interests): Promise<void> =>
      logged('saveContents2u', async () => {
        await call('saveContents2u', 'impulso', `/contents2u/save/${member(document)}`, contentsAnswerSchema.pick({ interests: true }), jsonBody('POST', { interests }));
      }),

    /** The interests picker's tag groups (cultures, regions, editorials), read at once. */
    interestThemes: (): Promise<InterestThemes> =>
      logged('interestThemes', async () => {
        const group = async (operation: string, path: string) =>
          (await required(call(operation, 'impulso', path, tagGroupAnswerSchema))).map(({ id, title }) => ({ id: String(id), title }));
        const [cultures, regions, editorials] = await Promise.all([group('culture', '/culture'), group('cmsRegion', '/cmsRegion'), group('editorial', '/editorial')]);
        return { cultures, regions, editorials };
      }),

    /** Articles of the chosen themes, 6 a page. */
    preferredThemes: (interests: Interests, page = 1): Promise<{ result: ContentItem[]; totalPages: number }> =>
      logged('preferredThemes', async () => {
        const params = new URLSearchParams();
        for (const [name, ids] of [['cultures', interests.cultures], ['regions', interests.regions], ['editorials', interests.editorials]] as const) {
          for (const id of ids) params.append(name, id);
        }
        params.set('type', 'C');
        params.set('page', String(page));
        params.set('per_page', '6');
        const answer = await required(call('preferredThemes', 'impulso', `/aem-integration/preferred-themes/?${params}`, preferredThemesAnswerSchema));
        return { result: answer.result.map(toContentItem), totalPages: answer.totalPages };
      }),

    /**
     * Asks for a redemption. The programme makes one request per idempotency key and answers the
     * same request to every repeat of it; a key used for another request fails with status 409,
     * points that do not cover it (or a non-leader asking for the group) with 422.
     */
    createRedemption: (document: string, idempotencyKey: string, request: NewRedemption): Promise<Redemption> =>
      logged('createRedemption', async () => {
        const body: RedemptionBody = { kind: request.kind, amount: request.amount, recipient: request.recipient, note: request.note ?? null };
        return toRedemption(
          await required(call('createRedemption', 'impulso', `/redemptions/${member(document)}`, redemptionWireSchema, jsonBody('POST', body, { 'idempotency-key': idempotencyKey }))),
        );
      }),

    /** The member's redemption requests, newest first. */
    redemptions: (document: string): Promise<Redemption[]> => logged('redemptions', () => redemptionsWhere(document, '')),

    /** The request made with an idempotency key, or null when the key is new. */
    redemptionByKey: (document: string, idempotencyKey: string): Promise<Redemption | null> =>
      logged('redemptions', async () => (await redemptionsWhere(document, `?${new URLSearchParams({ idempotencyKey })}`))[0] ?? null),

    redemption: (document: string, requestId: string): Promise<Redemption | null> =>
      logged('redemption', async () => {
        const answer = await call('redemption', 'impulso', `/redemptions/${member(document)}/${encodeURIComponent(requestId)}`, redemptionWireSchema, {}, true);
        return answer && toRedemption(answer);
      }),
  };
}

export type LoyaltyClient = ReturnType<typeof createLoyaltyClient>;

/** The site's loyalty programme, as configured by the environment (the sandbox by default). */
export const loyalty = createLoyaltyClient(env.loyalty);
