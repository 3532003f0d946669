// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { memberAnswerSchema, historyPageSchema, redemptionAnswerSchema, type HistoryPage } from '@/lib/loyalty/contract';
import { memberIdOf } from '@/lib/upstreams/loyalty/client';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { GET as banner } from './banner/route';
import { GET as campaignSuggestion } from './campaign-suggestion/route';
import { GET as categories } from './categories/route';
import { PUT as saveInterests } from './contents-for-you/interests/route';
import { GET as contentsForYou } from './contents-for-you/route';
import { GET as themes } from './contents-for-you/themes/route';
import { GET as expiringPoints } from './expiring-points/route';
import { GET as history } from './history/route';
import { GET as member } from './member/route';
import { GET as recommendedServices } from './recommended-services/route';
import { GET as listRedemptions, POST as redeem } from './redemptions/route';
import { GET as transaction } from './transactions/[transactionNumber]/route';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const ANA = 'ana.ribeiro@example.com.br';
const LUCAS = 'lucas.ribeiro@example.com.br';
const CARLOS = 'carlos.souza@example.com.br';
const JOAO = 'joao.lima@example.com.br';

/** Signs in at the sandbox provider; the session carries the document from the ID token, as the callback's does. */
async function signedInAs(email: string) {
  const tokens = await sandboxSignIn(email);
  const claims = tokens.claims()!;
  session.current = newSession({ sub: claims.sub, email, ...(typeof claims.document === 'string' && { document: claims.document }), accessToken: tokens.access_token });
  return session.current;
}

const url = (path: string) => `http://localhost/api/loyalty${path}`;
const get = (path: string) => new Request(url(path));
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const transactionOf = (number: string) => transaction(get(`/transactions/${number}`), { params: Promise.resolve({ transactionNumber: number }) });
const interestsPut = (body: unknown, headers: Record<string, string> = {}) =>
  saveInterests(new Request(url('/contents-for-you/interests'), { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
const redemptionPost = (body: unknown, key: string | null, headers: Record<string, string> = {}) =>
  redeem(
    new Request(url('/redemptions'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key && { 'idempotency-key': key }), ...headers },
      body: JSON.stringify(body),
    }),
  );

/** Every loyalty route, called as the browser would. */
const routes: [name: string, call: () => Promise<Response>][] = [
  ['member', () => member()],
  ['banner', () => banner()],
  ['history', () => history(get('/history'))],
  ['transaction', () => transactionOf('000100001')],
  ['categories', () => categories()],
  ['expiring points', () => expiringPoints()],
  ['recommended services', () => recommendedServices(get('/recommended-services'))],
  ['featured services', () => recommendedServices(get('/recommended-services?list=featured'))],
  ['campaign suggestion', () => campaignSuggestion()],
  ['contents for you', () => contentsForYou()],
  ['interest themes', () => themes()],
  ['save interests', () => interestsPut({ cultures: ['soja'], regions: [], editorials: [] })],
  ['redemptions', () => listRedemptions()],
  ['redeem', () => redemptionPost({ kind: 'additional-money', amount: 1, recipient: 'self' }, 'key-identity-1')],
];

const balanceOf = async () => memberAnswerSchema.parse((await json(await member())).body).member.orbiaPoints;

describe('/api/loyalty', () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.current = null;
  });

  describe('identity, from the session only', () => {
    it.each(routes)('%s: 401 signed out', async (_name, call) => {
      const response = await call();
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it.each(routes)('%s: 403 for João, who has no programme account', async (_name, call) => {
      await signedInAs(JOAO);
      expect(await json(await call())).toMatchObject({ status: 403, body: { error: 'no_programme_account' } });
    });

    it('403 for a signed-in user whose session has no document', async () => {
      await signedInAs(ANA);
      session.current = { ...session.current!, document: undefined };
      expect((await member()).status).toBe(403);
    });

    it("answers 404 to Carlos asking for Ana's transaction, which Ana reads", async () => {
      await signedInAs(ANA);
      const page = historyPageSchema.parse((await json(await history(get('/history')))).body);
      const number = page.result[0]!.transactionDetails[0]!.transactionNumber;
      expect(await json(await transactionOf(number))).toMatchObject({ status: 200, body: { transaction: { pointsAmount: page.result[0]!.pointsAmount } } });
      await signedInAs(CARLOS);
      expect(await json(await transactionOf(number))).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect((await transactionOf('no such number!')).status).toBe(400);
    });
  });

  describe('answers', () => {
    it("answer the member's summary, private, with neither token nor member id nor document", async () => {
      const signed = await signedInAs(ANA);
      const response = await member();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const { body } = await json(response);
      expect(memberAnswerSchema.parse(body).member).toMatchObject({ name: 'Ana Ribeiro', flGroupLeader: true, familiarGroup: { nmGroup: 'Família Ribeiro' } });
      const text = JSON.stringify(body);
      for (const secret of [signed.accessToken, signed.document!, memberIdOf(signed.document!)]) expect(text).not.toContain(secret);
    });

    it('page the history with its filters, and refuse a query that is not one', async () => {
      await signedInAs(ANA);
      const read = async (query: string) => historyPageSchema.parse((await json(await history(get(`/history?${query}`)))).body);
      expect(await read('')).toMatchObject({ page: 1, perPage: 10, totalItems: 72, totalPages: 8 });
      const preview: HistoryPage = await read('per_page=5');
      expect(preview.result).toHaveLength(5);
      const redemptions = await read('categories=3&per_page=100');
      expect(redemptions.totalItems).toBeGreaterThan(0);
      expect(redemptions.result.every((item) => item.category.kind === 'redemption')).toBe(true);
      expect((await read('categories=3&categories=4')).totalItems).toBeGreaterThan(redemptions.totalItems);
      expect((await read('search=estorno')).totalItems).toBeGreaterThan(0);
      expect((await read('search=nada%20disso')).result).toEqual([]);
      const newest = (await read('')).result[0]!;
      const today = newest.transactionDate.slice(0, 10);
      expect((await read(`startDate=2001-01-01&endDate=2001-12-31`)).totalItems).toBe(0);
      expect((await read(`page=8`)).result.length).toBeGreaterThan(0);
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const bad of ['per_page=7', 'page=0', 'categories=abc', 'startDate=2026-13-01', 'startDate=2026-03-10&endDate=2026-03-01', 'sort=asc']) {
        expect(await json(await history(get(`/history?${bad}`)))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      }
    });

    it('answer the categories, the expiring points and the banner', async () => {
      await signedInAs(CARLOS);
      expect((await json(await categories())).body.categories).toContainEqual({ id: '5', name: 'Pontos expirados', icon: 'hourglass', kind: 'expired' });
      const { body: expiring } = await json(await expiringPoints());
      expect(expiring.lots.length).toBeGreaterThan(0);
      expect(expiring.sumPointsToExpire).toBeGreaterThan(0);
      expect((await json(await banner())).body.weatherBulletin).toMatchObject({ location: 'Cascavel - PR' });
    });

    it('answer the personal and the featured services, 8 a page', async () => {
      await signedInAs(ANA);
      const personal = await json(await recommendedServices(get('/recommended-services?page=2')));
      expect(personal).toMatchObject({ status: 200, body: { totalPages: 2, fallback: false } });
      const featured = await json(await recommendedServices(get('/recommended-services?list=featured')));
      expect(featured.body.services).toHaveLength(8);
      expect((await recommendedServices(get('/recommended-services?list=all'))).status).toBe(400);
    });

    it('answer the campaign suggestion, null for a member without one', async () => {
      await signedInAs(ANA);
      expect((await json(await campaignSuggestion())).body.suggestion).toMatchObject({ crop: expect.stringMatching(/^\d{4}\/\d{2}$/) });
      await signedInAs(LUCAS);
      expect(await json(await campaignSuggestion())).toEqual({ status: 200, body: { suggestion: null } });
    });

    it('save interests, needing at least one, from this site, as JSON', async () => {
      await signedInAs(CARLOS);
      expect((await json(await contentsForYou())).body.interests).toEqual([]);
      expect((await json(await themes())).body.cultures).toContainEqual({ id: 'milho', title: 'Milho' });
      expect(await json(await interestsPut({ cultures: [], regions: [], editorials: [] }))).toMatchObject({ status: 400, body: { details: { cultures: ['select_at_least_one'] } } });
      expect((await interestsPut({ cultures: ['milho'], regions: [], editorials: [] }, { origin: 'https://elsewhere.example' })).status).toBe(403);
      expect((await interestsPut({ cultures: ['milho'], regions: [], editorials: [] }, { 'content-type': 'text/plain' })).status).toBe(415);
      expect(await json(await interestsPut({ cultures: ['milho'], regions: ['sul'], editorials: [] }))).toEqual({
        status: 200,
        body: { interests: { cultures: ['milho'], regions: ['sul'], editorials: [] } },
      });
      expect((await json(await contentsForYou())).body.interests).toEqual({ cultures: ['milho'], regions: ['sul'], editorials: [] });
    });
  });

  describe('redemptions', () => {
    const forGroup = { kind: '100-traditional', amount: 2_000, recipient: 'group', note: 'Para a safra' } as const;

    it('are submitted, listed first, and take the points once however often the same key is sent', async () => {
      await signedInAs(ANA);
      const before = await balanceOf();
      const first = await json(await redemptionPost(forGroup, 'attempt-0001'));
      expect(first.status).toBe(201);
      expect(redemptionAnswerSchema.parse(first.body).redemption).toMatchObject({ ...forGroup, status: 'Submitted' });
      expect(await json(await redemptionPost(forGroup, 'attempt-0001'))).toEqual(first);
      expect(await balanceOf()).toBe(before - 2_000);
      const { body } = await json(await listRedemptions());
      expect(body.redemptions[0]).toEqual(first.body.redemption);
    });

    it('take the points once for two requests with one key at the same time (a double click)', async () => {
      await signedInAs(ANA);
      const before = await balanceOf();
      const [a, b] = await Promise.all([json(await redemptionPost(forGroup, 'double-click-1')), json(await redemptionPost(forGroup, 'double-click-1'))]);
      expect(a).toMatchObject({ status: 201 });
      expect(b).toEqual(a);
      expect(await balanceOf()).toBe(before - 2_000);
      expect((await json(await listRedemptions())).body.redemptions.filter((item: { id: string }) => item.id === a.body.redemption.id)).toHaveLength(1);
    });

    it('answer a repeat as it was even once the whole balance is spent, and refuse the key for another request', async () => {
      await signedInAs(ANA);
      const everything = { kind: 'loyalty-rewards', amount: await balanceOf(), recipient: 'self' } as const;
      const first = await json(await redemptionPost(everything, 'all-points-1'));
      expect(first.status).toBe(201);
      expect(await balanceOf()).toBe(0);
      expect(await json(await redemptionPost(everything, 'all-points-1'))).toEqual(first);
      expect(await json(await redemptionPost({ ...everything, amount: 1 }, 'all-points-1'))).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused' } });
    });

    it.each([
      ['a kind that is not one of the five', { ...forGroup, kind: '200-traditional' }, { kind: ['kind_invalid'] }],
      ['no points', { ...forGroup, amount: 0 }, { amount: ['amount_too_small'] }],
      ['a fraction of a point', { ...forGroup, amount: 1.5 }, { amount: ['amount_not_integer'] }],
      ['points as text', { ...forGroup, amount: '2000' }, { amount: ['amount_not_integer'] }],
      ['more than the redeemable points', { ...forGroup, amount: 10_000_000 }, { amount: ['amount_exceeds_balance'] }],
      ['another recipient', { ...forGroup, recipient: 'neighbour' }, { recipient: ['recipient_invalid'] }],
    ])('refuse %s with its field code, and take nothing', async (_case, body, details) => {
      await signedInAs(ANA);
      const before = await balanceOf();
      expect(await json(await redemptionPost(body, 'refused-0001'))).toMatchObject({ status: 400, body: { error: 'invalid_request', details } });
      expect(await balanceOf()).toBe(before);
    });

    it('let only the group leader redeem for the group', async () => {
      for (const email of [LUCAS, CARLOS]) {
        await signedInAs(email);
        expect(await json(await redemptionPost({ ...forGroup, amount: 1 }, 'group-try-01'))).toMatchObject({ status: 400, body: { details: { recipient: ['group_requires_leader'] } } });
      }
      await signedInAs(LUCAS);
      expect((await redemptionPost({ ...forGroup, amount: 1, recipient: 'self' }, 'self-try-001')).status).toBe(201);
    });

    it('need an idempotency key, a JSON body from this site', async () => {
      await signedInAs(ANA);
      expect(await json(await redemptionPost(forGroup, null))).toMatchObject({ status: 400, body: { details: { idempotencyKey: ['idempotency_key_invalid'] } } });
      expect((await redemptionPost(forGroup, 'short')).status).toBe(400);
      expect((await redemptionPost(forGroup, 'cross-site-1', { origin: 'https://elsewhere.example' })).status).toBe(403);
      expect((await redemptionPost(forGroup, 'plain-text-1', { 'content-type': 'text/plain' })).status).toBe(415);
    });

    it('answer 502 when the programme fails to record one, and take nothing', async () => {
      const { document } = await signedInAs(ANA);
      const before = await balanceOf();
      await sandbox.fault({ path: `/impulso/api/redemptions/${encodeURIComponent(memberIdOf(document!))}`, method: 'POST', status: 503 });
      expect(await json(await redemptionPost(forGroup, 'fails-00001'))).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
      expect(await balanceOf()).toBe(before);
    });
  });

  describe('upstream faults', () => {
    const timeoutMs = env.loyalty.timeoutMs;
    beforeAll(() => {
      // The routes' client reads its settings when it calls: a short timeout keeps the slow case short.
      env.loyalty.timeoutMs = 300;
    });
    afterAll(() => {
      env.loyalty.timeoutMs = timeoutMs;
    });

    const ana = encodeURIComponent(memberIdOf('12345678909'));
    const faulted: [name: string, path: string, call: () => Promise<Response>][] = [
      ['member', `/loyalty/impulso-back/api/members/${ana}`, () => member()],
      ['banner', `/impulso/api/banner/${ana}`, () => banner()],
      ['history', `/loyalty/impulso-back/api/transaction-history/${ana}`, () => history(get('/history'))],
      ['transaction', '/loyalty/impulso-back/api/transaction-details/000100001', () => transactionOf('000100001')],
      ['categories', '/loyalty/impulso-back/api/transaction-category', () => categories()],
      ['expiring points', `/impulso/api/expiration/points/${ana}`, () => expiringPoints()],
      ['recommended services', `/impulso/api/recommendation/Services/${ana}`, () => recommendedServices(get('/recommended-services'))],
      ['campaign suggestion', `/impulso/api/campaign/suggestions-customer/${ana}`, () => campaignSuggestion()],
      ['contents for you', `/impulso/api/contents2u/${ana}`, () => contentsForYou()],
      ['interest themes', '/impulso/api/editorial', () => themes()],
      ['save interests', `/impulso/api/contents2u/save/${ana}`, () => interestsPut({ cultures: ['soja'], regions: [], editorials: [] })],
      ['redemptions', `/impulso/api/redemptions/${ana}`, () => listRedemptions()],
    ];

    describe.each(faulted)('%s', (_name, path, call) => {
      beforeEach(() => signedInAs(ANA));

      it.each([
        ['an error status', { status: 503 }, 502, 'upstream_error'],
        ['a body that is not its JSON', { malformed: true }, 502, 'upstream_error'],
        ['no answer in time', { delayMs: 5_000 }, 504, 'upstream_timeout'],
      ])('answers %s with JSON, never a 500', async (_kind, fault, status, error) => {
        await sandbox.fault({ path, ...fault, times: 0 });
        const response = await call();
        expect(await json(response)).toMatchObject({ status, body: { error } });
        expect(response.headers.get('cache-control')).toBe('private, no-store');
      });
    });

    it('answers the featured services from the fallback list while the programme fails', async () => {
      await signedInAs(ANA);
      await sandbox.fault({ path: '/impulso/api/srv-exp-recommendation/services', status: 503, times: 0 });
      // A page the routes' client has never read, so nothing cached stands in for the fallback.
      expect(await json(await recommendedServices(get('/recommended-services?list=featured&page=9')))).toMatchObject({ status: 200, body: { fallback: true } });
    });
  });
});
