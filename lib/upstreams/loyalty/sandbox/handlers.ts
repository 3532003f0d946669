import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { z } from 'zod';
import type { SandboxAccount } from '@/lib/sandbox/demo-accounts';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { badRequest, jsonBody, notFound } from '@/lib/sandbox/respond';
import { serviceState } from '@/lib/sandbox/store';
import { escapeHtml, html, sandboxHtmlPage } from '@/lib/sandbox/html-page';
import { sandboxLoyaltyCredentials } from '../config';
import {
  facetSlug,
  redemptionBodySchema,
  saveInterestsBodySchema,
  servicesSearchQuerySchema,
  vendorCategories,
  vendorCrops,
  vendorJourneys,
  type BannerAnswer,
  type CampaignSuggestionAnswer,
  type ContentsAnswer,
  type ExpirationAnswer,
  type HistoryAnswer,
  type MemberAnswer,
  type PreferredThemesAnswer,
  type RedemptionRefusal,
  type RedemptionsAnswer,
  type RedemptionWire,
  type ServicesAnswer,
  type ServicesSearchAnswer,
  type TagGroupAnswer,
  type TokenAnswer,
  type TransactionDetailAnswer,
} from '../contract';
import {
  expiringLots,
  memberByDocument,
  plainText,
  programmeMembers,
  redemptionTransaction,
  sandboxBanner,
  sandboxCategories,
  SANDBOX_BLOG_PATH,
  sandboxBlogLink,
  sandboxContents,
  sandboxImage,
  SANDBOX_IMAGES_PATH,
  sandboxMember,
  sandboxMemberId,
  sandboxPreferredThemes,
  sandboxRewards,
  sandboxServices,
  sandboxSuggestion,
  sandboxTagGroups,
  sandboxTransactions,
  saoPauloDay,
  seededInterests,
  seededRedemptions,
  transactionDay,
  type SandboxTransaction,
} from './seed';

/**
 * A stand-in for the loyalty programme (./seed.ts has its data):
 * - `POST /loyalty/oauth/token`: client-credentials tokens for the sandbox's client (401 otherwise);
 * - `/loyalty/impulso-back/api/...`: the Loyalty service; `/impulso/api/...`: the Impulso service.
 *   Every call needs a live token (401 otherwise); a member id that is not the base64 document of a
 *   programme member answers 404;
 * - `GET /impulso/api/services/search`: the calculator's catalogue (seed's `sandboxRewards`), filtered and paged;
 * - `POST /_control/loyalty/expire-tokens`: every token issued so far dies (the next call gets 401).
 * Redemptions and saved interests live in the sandbox's state: a redemption
 * takes its points from the balance once per idempotency key and shows in the history.
 */

const SERVICE = 'loyalty';
const TOKEN_LIFETIME_S = 3_600;
const LOYALTY = `${SANDBOX_ORIGIN}/loyalty/impulso-back/api`;
const IMPULSO = `${SANDBOX_ORIGIN}/impulso/api`;

interface LoyaltyState {
  /** Token -> when it expires. */
  tokens: Map<string, number>;
  /** Redemptions asked for through the sandbox, by member id, newest first. */
  redemptions: Map<string, RedemptionWire[]>;
  interests: Map<string, ContentsAnswer['interests']>;
  nextRequestId: number;
}

const state = () =>
  serviceState<LoyaltyState>(SERVICE, () => ({ tokens: new Map(), redemptions: new Map(), interests: new Map(), nextRequestId: 1 }));

/** A member's seeded transactions of the day (they move with the date), computed once a day. */
const seededByDay = new Map<string, SandboxTransaction[]>();
function seeded(account: SandboxAccount, now: Date): SandboxTransaction[] {
  const key = `${account.sub}:${saoPauloDay(now)}`;
  if (!seededByDay.has(key)) {
    if (seededByDay.size > 50) seededByDay.clear();
    seededByDay.set(key, sandboxTransactions(account, now));
  }
  return seededByDay.get(key)!;
}

/** Every transaction of the member: those asked for here first, then the seeded ones. */
function transactionsOf(account: SandboxAccount, now: Date): SandboxTransaction[] {
  const asked = state().redemptions.get(sandboxMemberId(account.document!)) ?? [];
  return [...asked.map((redemption) => redemptionTransaction(account, redemption)), ...seeded(account, now)];
}

const redeemedBy = (memberId: string) => (state().redemptions.get(memberId) ?? []).reduce((sum, redemption) => sum + redemption.amount, 0);

const unauthorized = () => HttpResponse.json({ error: 'invalid_token', message: 'The bearer token is missing, unknown or expired.' }, { status: 401 });

function hasLiveToken(request: Request): boolean {
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const expiresAt = token ? state().tokens.get(token) : undefined;
  return expiresAt !== undefined && expiresAt > Date.now();
}

type Method = 'get' | 'post' | 'patch';

/** An endpoint that needs a token. */
function authorized(method: Method, url: string, resolver: HttpResponseResolver<PathParams, DefaultBodyType>) {
  return http[method](url, (info) => (hasLiveToken(info.request) ? resolver(info) : unauthorized()));
}

/** An endpoint about one member (`:id` in the URL): 404 for an id that is not a programme member's. */
function forMember(method: Method, url: string, answer: (account: SandboxAccount, request: Request, params: PathParams) => Response | Promise<Response>) {
  return authorized(method, url, ({ request, params }) => {
    const id = decodeURIComponent(String(params.id));
    const document = Buffer.from(id, 'base64').toString('utf8');
    const account = sandboxMemberId(document) === id ? memberByDocument(document) : undefined;
    return account ? answer(account, request, params) : notFound('No programme member has this id.');
  });
}

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).max(10_000).default(fallback);
const day = z.iso.date().optional();

const historyQuerySchema = z.object({
  page: positiveInt(1),
  per_page: positiveInt(10),
  categories: z.array(z.coerce.number().int()),
  startDate: day,
  endDate: day,
  search: z.string().optional(),
});

function paged<T>(items: T[], page: number, perPage: number) {
  return { result: items.slice((page - 1) * perPage, page * perPage), totalPages: Math.ceil(items.length / perPage), totalItems: items.length };
}

const servicesPage = (request: Request, imageAsUrl: boolean) => {
  const query = z.object({ page: positiveInt(1), per_page: positiveInt(8) }).safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return badRequest('Invalid paging.');
  return HttpResponse.json<ServicesAnswer>(paged(sandboxServices(imageAsUrl), query.data.page, query.data.per_page));
};

/**
 * The services search: items of the type with points in [min_points, max_points) that list each
 * chosen facet, cheapest first (then by name, so pages never shift), `items_per_page` a page.
 */
function servicesSearch(request: Request) {
  const query = servicesSearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return badRequest('Invalid services search.', z.flattenError(query.error));
  const { item_type, items_per_page, page, min_points, max_points, service_crop, service_journey, service_category } = query.data;
  if (max_points <= min_points) return badRequest('max_points must be above min_points.');
  const crop = service_crop && facetSlug(vendorCrops, service_crop);
  const journey = service_journey && facetSlug(vendorJourneys, service_journey);
  const category = service_category && facetSlug(vendorCategories, service_category);
  const matching = sandboxRewards()
    .filter((reward) => reward.itemType === item_type && reward.item.points >= min_points && reward.item.points < max_points)
    .filter((reward) => (!crop || reward.crops.includes(crop)) && (!journey || reward.journeys.includes(journey)) && (!category || reward.categories.includes(category)))
    .map((reward) => reward.item)
    .sort((a, b) => a.points - b.points || a.nm_product.localeCompare(b.nm_product, 'pt-BR'));
  const start = (page - 1) * items_per_page;
  return HttpResponse.json<ServicesSearchAnswer>({
    results: matching.slice(start, start + items_per_page),
    page,
    next_page: start + items_per_page < matching.length ? page + 1 : null,
  });
}

const refusal = (status: number, error: RedemptionRefusal['error'], message: string) => HttpResponse.json<RedemptionRefusal>({ error, message }, { status });

const sameRequest = (a: RedemptionWire, b: z.output<typeof redemptionBodySchema>) => a.kind === b.kind && a.amount === b.amount && a.recipient === b.recipient && a.note === b.note;

export const loyaltyHandlers = [
  http.post(`${SANDBOX_ORIGIN}/loyalty/oauth/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'client_credentials') return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
    if (form.get('client_id') !== sandboxLoyaltyCredentials.clientId || form.get('client_secret') !== sandboxLoyaltyCredentials.clientSecret) {
      return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
    }
    const token = `sbx-loyalty-${crypto.randomUUID()}`;
    state().tokens.set(token, Date.now() + TOKEN_LIFETIME_S * 1000);
    return HttpResponse.json<TokenAnswer>({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S });
  }),

  http.post(`${SANDBOX_ORIGIN}/_control/loyalty/expire-tokens`, () => {
    for (const token of state().tokens.keys()) state().tokens.set(token, 0);
    return new HttpResponse(null, { status: 204 });
  }),

  // ---- Loyalty service ----

  forMember('get', `${LOYALTY}/members/:id`, (account) => HttpResponse.json<MemberAnswer>(sandboxMember(account, redeemedBy(sandboxMemberId(account.document!))))),

  forMember('get', `${LOYALTY}/transaction-history/:id`, (account, request) => {
    const params = new URL(request.url).searchParams;
    const query = historyQuerySchema.safeParse({ ...Object.fromEntries(params), categories: params.getAll('categories') });
    if (!query.success) return badRequest('Invalid history query.', z.flattenError(query.error));
    const { page, per_page, categories, startDate, endDate, search } = query.data;
    const words = search ? plainText(search.trim()) : '';
    const matching = transactionsOf(account, new Date())
      .map(({ item }) => item)
      .filter((item) => categories.length === 0 || categories.includes(item.category.id))
      .filter((item) => (!startDate || transactionDay(item.transactionDate) >= startDate) && (!endDate || transactionDay(item.transactionDate) <= endDate))
      .filter((item) => !words || item.transactionDetails.some((detail) => plainText(detail.description).includes(words)));
    return HttpResponse.json<HistoryAnswer>(paged(matching, page, per_page));
  }),

  authorized('get', `${LOYALTY}/transaction-details/:number`, ({ params }) => {
    const now = new Date();
    const found = programmeMembers()
      .flatMap((account) => transactionsOf(account, now))
      .find(({ item }) => item.transactionDetails[0]!.transactionNumber === params.number);
    return found ? HttpResponse.json<TransactionDetailAnswer>(found.detail) : notFound('No transaction has this number.');
  }),

  authorized('get', `${LOYALTY}/transaction-category`, () => HttpResponse.json(Object.values(sandboxCategories))),

  // ---- Impulso service ----

  forMember('get', `${IMPULSO}/banner/:id`, (account) => HttpResponse.json<BannerAnswer>(sandboxBanner(account, new Date()))),

  forMember('get', `${IMPULSO}/expiration/points/:id`, (account) => {
    const now = new Date();
    const lots = expiringLots(transactionsOf(account, now), now);
    return HttpResponse.json<ExpirationAnswer>({ sumPointsToExpire: lots.reduce((sum, lot) => sum + lot.pointsAmount, 0), expirationPoints: lots });
  }),

  authorized('get', `${IMPULSO}/srv-exp-recommendation/services`, ({ request }) => servicesPage(request, false)),
  forMember('get', `${IMPULSO}/recommendation/Services/:id`, (_account, request) => servicesPage(request, true)),

  authorized('get', `${IMPULSO}/services/search`, ({ request }) => servicesSearch(request)),

  forMember('get', `${IMPULSO}/campaign/suggestions-customer/:id`, (account) => HttpResponse.json<CampaignSuggestionAnswer | null>(sandboxSuggestion(account, new Date()))),

  forMember('get', `${IMPULSO}/contents2u/:id`, (account) =>
    HttpResponse.json<ContentsAnswer>({ contents: sandboxContents(new Date()), interests: state().interests.get(account.sub) ?? seededInterests(account) }),
  ),

  // The programme blog's article a content links to (`/sandbox/loyalty/conteudos/{slug}` in a browser).
  http.get(`${SANDBOX_ORIGIN}${SANDBOX_BLOG_PATH}/:slug`, ({ params }) => {
    const content = sandboxContents(new Date()).find((item) => item.link === sandboxBlogLink(String(params.slug)));
    if (!content) return html(sandboxHtmlPage({ lang: 'pt-BR', title: 'Conteúdo não encontrado (sandbox)', body: '<main>\n  <h1>Conteúdo não encontrado</h1>\n</main>' }), 404);
    const body = `<main>\n  <p>Blog do programa Impulso (sandbox)</p>\n  <h1>${escapeHtml(content.title)}</h1>\n  <p>${escapeHtml(content.summary)}</p>\n</main>`;
    return html(sandboxHtmlPage({ lang: 'pt-BR', title: `${content.title} (sandbox)`, body }));
  }),

  // The images the answers give as addresses (`/sandbox/loyalty/imagens/{name}.svg` in a browser).
  http.get(`${SANDBOX_ORIGIN}${SANDBOX_IMAGES_PATH}/:file`, ({ params }) => {
    const svg = sandboxImage(String(params.file));
    if (!svg) return new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
  }),

  forMember('post', `${IMPULSO}/contents2u/save/:id`, async (account, request) => {
    const body = saveInterestsBodySchema.safeParse(await jsonBody(request));
    if (!body.success) return badRequest('Invalid interests.', z.flattenError(body.error));
    state().interests.set(account.sub, body.data.interests);
    return HttpResponse.json({ interests: body.data.interests });
  }),

  authorized('get', `${IMPULSO}/culture`, () => HttpResponse.json<TagGroupAnswer>(sandboxTagGroups.cultures)),
  authorized('get', `${IMPULSO}/editorial`, () => HttpResponse.json<TagGroupAnswer>(sandboxTagGroups.editorials)),
  authorized('get', `${IMPULSO}/cmsRegion`, () => HttpResponse.json<TagGroupAnswer>(sandboxTagGroups.regions)),

  authorized('get', `${IMPULSO}/aem-integration/preferred-themes/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const paging = z.object({ page: positiveInt(1), per_page: positiveInt(6), type: z.literal('C') }).safeParse(Object.fromEntries(params));
    if (!paging.success) return badRequest('Invalid query.', z.flattenError(paging.error));
    const chosen = new Set([...params.getAll('cultures'), ...params.getAll('regions'), ...params.getAll('editorials')]);
    return HttpResponse.json<PreferredThemesAnswer>(paged(sandboxPreferredThemes(new Date(), chosen), paging.data.page, paging.data.per_page));
  }),

  // ---- Redemption requests ----

  forMember('post', `${IMPULSO}/redemptions/:id`, async (account, request) => {
    const key = request.headers.get('idempotency-key');
    if (!key) return badRequest('The Idempotency-Key header is required.');
    const body = redemptionBodySchema.safeParse(await jsonBody(request));
    if (!body.success) return badRequest('Invalid redemption.', z.flattenError(body.error));
    // From here on nothing awaits: two requests with one key cannot both pass the check.
    const memberId = sandboxMemberId(account.document!);
    const asked = state().redemptions.get(memberId) ?? [];
    const earlier = [...asked, ...seededRedemptions(account, new Date())].find((redemption) => redemption.idempotencyKey === key);
    if (earlier) {
      return sameRequest(earlier, body.data) ? HttpResponse.json<RedemptionWire>(earlier) : refusal(409, 'idempotency_key_reused', 'This key was used for another request.');
    }
    const member = sandboxMember(account, redeemedBy(memberId));
    if (body.data.recipient === 'group' && !(member.familiarGroup && member.flGroupLeader)) return refusal(422, 'not_group_leader', 'Only the group leader redeems for the group.');
    if (body.data.amount > member.orbiaPoints) return refusal(422, 'insufficient_points', 'The points do not cover this redemption.');
    const redemption: RedemptionWire = {
      requestId: `RSG-${String(state().nextRequestId++).padStart(6, '0')}`,
      idempotencyKey: key,
      ...body.data,
      status: 'Submitted',
      createdAt: new Date().toISOString(),
    };
    state().redemptions.set(memberId, [redemption, ...asked]);
    return HttpResponse.json<RedemptionWire>(redemption, { status: 201 });
  }),

  forMember('get', `${IMPULSO}/redemptions/:id`, (account, request) => {
    const key = new URL(request.url).searchParams.get('idempotencyKey');
    const all = [...(state().redemptions.get(sandboxMemberId(account.document!)) ?? []), ...seededRedemptions(account, new Date())];
    return HttpResponse.json<RedemptionsAnswer>({ result: key ? all.filter((redemption) => redemption.idempotencyKey === key) : all });
  }),

  forMember('get', `${IMPULSO}/redemptions/:id/:requestId`, (account, _request, params) => {
    const all = [...(state().redemptions.get(sandboxMemberId(account.document!)) ?? []), ...seededRedemptions(account, new Date())];
    const found = all.find((redemption) => redemption.requestId === params.requestId);
    return found ? HttpResponse.json<RedemptionWire>(found) : notFound('No such redemption request.');
  }),
];
