// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { historyQuerySchema } from '@/lib/loyalty/contract';
import { pointsBands, rewardCategories, rewardCrops, rewardJourneys, type PointsBand } from '@/lib/loyalty/points-bands';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { createLoyaltyClient, memberIdOf, serviceImage, SERVICES_CACHE_MS, webOrSitePath, type RewardsSearch } from './client';
import type { ServicesSearchAnswer } from './contract';
import { FALLBACK_SERVICES } from './fallback-services';
import { sandboxRewards } from './sandbox/seed';

const ANA = '12345678909';
const CARLOS = '98765432100';
const LUCAS = '36182457007';
const JOAO = '24681357928';

/** The sandbox paths of a member's calls (the member id is URL-encoded: '=' is %3D). */
const LOYALTY = '/loyalty/impulso-back/api';
const IMPULSO = '/impulso/api';
const TOKEN_PATH = '/loyalty/oauth/token';
const idPath = (document: string) => encodeURIComponent(memberIdOf(document));

const client = (settings: Partial<typeof env.loyalty> = {}) => createLoyaltyClient({ ...env.loyalty, ...settings });
const query = (fields: Record<string, unknown> = {}) => historyQuerySchema.parse(fields);
const expireTokens = () => sandboxFetch(`${SANDBOX_ORIGIN}/_control/loyalty/expire-tokens`, { method: 'POST' });

beforeEach(() => sandbox.reset());
afterEach(() => vi.restoreAllMocks());

describe("a service's image", () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
  const jpeg = '/9j/4AAQSkZJRgABAQ==';

  it('turns bare base64 into a data URL: SVG when it starts like <svg, PNG otherwise', () => {
    expect(serviceImage(svg, 'base64')).toBe(`data:image/svg+xml;base64,${svg}`);
    expect(serviceImage('iVBORw0KGgo=', 'base64')).toBe('data:image/png;base64,iVBORw0KGgo=');
    // A JPEG's base64 starts with '/': still base64 where base64 is asked for, not a path.
    expect(serviceImage(jpeg, 'base64')).toBe(`data:image/png;base64,${jpeg}`);
  });

  it('keeps an address where addresses are asked for: absolute http(s) or a path on this site', () => {
    expect(serviceImage('https://img.impulso.example/s/1.png', 'url')).toBe('https://img.impulso.example/s/1.png');
    expect(serviceImage('/sandbox/loyalty/imagens/servico-5000.svg', 'url')).toBe('/sandbox/loyalty/imagens/servico-5000.svg');
    expect(serviceImage(`data:image/svg+xml;base64,${svg}`, 'url')).toBe(`data:image/svg+xml;base64,${svg}`);
  });

  it('drops what is no usable address, and an empty image', () => {
    for (const address of ['//elsewhere.example/1.png', 'javascript:alert(1)', 'ftp://x/1.png', 'imagem.png']) expect(serviceImage(address, 'url')).toBeNull();
    expect(serviceImage('', 'url')).toBeNull();
    expect(serviceImage(null, 'base64')).toBeNull();
    expect(serviceImage(undefined, 'base64')).toBeNull();
  });
});

describe('the member id', () => {
  it("is the base64 of the member's document", () => {
    expect(memberIdOf(ANA)).toBe('MTIzNDU2Nzg5MDk=');
  });

  it('is what the services are asked about, never the document', async () => {
    await client().member(ANA);
    const [request] = await sandbox.requests(`${LOYALTY}/members/MTIzNDU2Nzg5MDk%3D`);
    expect(request).toBeDefined();
  });
});

describe('the bearer token', () => {
  it('is fetched once with the client credentials and reused while it lives', async () => {
    const loyalty = client();
    await loyalty.member(ANA);
    await loyalty.history(ANA, query());
    await loyalty.banner(ANA);
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(1);
  });

  it('is fetched once for calls waiting at the same time', async () => {
    const loyalty = client();
    await Promise.all([loyalty.member(ANA), loyalty.categories(), loyalty.expiringPoints(ANA), loyalty.banner(ANA)]);
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(1);
  });

  it('is renewed a little before it expires', async () => {
    const loyalty = client();
    await loyalty.member(ANA);
    const issued = Date.now();
    // The sandbox's tokens live an hour; the client renews one a minute early.
    vi.spyOn(Date, 'now').mockReturnValue(issued + 3_600_000 - 59_000);
    await loyalty.member(ANA);
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(2);
  });

  it('is replaced once when the service refuses it before its time, and the call made again', async () => {
    const loyalty = client();
    await loyalty.member(ANA);
    await expireTokens();
    expect((await loyalty.member(ANA)).name).toBe('Ana Ribeiro');
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(2);
    expect(await sandbox.requests(`${LOYALTY}/members/${idPath(ANA)}`)).toHaveLength(3);
  });

  it('fails the call, logged, when the token service refuses the credentials', async () => {
    const errors = vi.spyOn(log, 'error');
    expect(await upstreamFailureOf(client({ clientSecret: 'wrong' }).member(ANA))).toMatchObject({ failure: 'status', status: 401 });
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith('loyalty.call_failed', expect.objectContaining({ operation: 'member', error: 'Server responded with status code: 401' }));
  });
});

describe('every call', () => {
  it("logs a failure with the spec's message and rethrows it", async () => {
    const errors = vi.spyOn(log, 'error');
    await sandbox.fault({ path: `${IMPULSO}/banner/${idPath(ANA)}`, status: 503 });
    expect(await upstreamFailureOf(client().banner(ANA))).toMatchObject({ failure: 'status', status: 503 });
    expect(errors).toHaveBeenCalledWith('loyalty.call_failed', { operation: 'banner', failure: 'status', status: 503, error: 'Server responded with status code: 503' });
  });

  it('fails as not_found for someone the programme does not know', async () => {
    for (const call of [client().member(JOAO), client().history(JOAO, query()), client().expiringPoints(JOAO), client().contentsForYou(JOAO)]) {
      expect(await upstreamFailureOf(call)).toMatchObject({ failure: 'not_found' });
    }
  });
});

describe('the answers, reshaped', () => {
  it("reads a member's programme account with the spec's fields and nothing of the vendor's ids", async () => {
    const ana = await client().member(ANA);
    expect(ana).toMatchObject({ name: 'Ana Ribeiro', stars: 4, flGroupLeader: true, familiarGroup: { nmGroup: 'Família Ribeiro', starsGroup: 5 } });
    expect(ana.contactInformation.advisorContact.length).toBeGreaterThan(0);
    expect(JSON.stringify(ana)).not.toMatch(new RegExp(`${ANA}|${memberIdOf(ANA)}|idGroup|idMember`));
    expect(await client().member(CARLOS)).toMatchObject({ stars: 4, familiarGroup: null });
  });

  it('pages the history with every filter, categories named by kind', async () => {
    const loyalty = client();
    const first = await loyalty.history(ANA, query({ per_page: 25 }));
    expect(first).toMatchObject({ page: 1, perPage: 25, totalItems: 72, totalPages: 3 });
    expect(first.result).toHaveLength(25);
    expect(new Set(first.result.map((item) => item.category.kind))).toEqual(new Set(['earning', 'redemption', 'transfer', 'expired', 'other']));
    const transfers = await loyalty.history(ANA, query({ categories: ['4'], per_page: 100 }));
    expect(transfers.result.every((item) => item.category.kind === 'transfer' && item.transferPoints !== null)).toBe(true);
    const searched = await loyalty.history(ANA, query({ search: 'ESTORNO' }));
    expect(searched.totalItems).toBeGreaterThan(0);
    expect(searched.result.every((item) => item.transactionDetails[0]!.description.startsWith('Estorno'))).toBe(true);
    const [request] = (await sandbox.requests(`${LOYALTY}/transaction-history/${idPath(ANA)}`)).slice(-1);
    expect(request!.query).toEqual({ page: '1', per_page: '10', search: 'ESTORNO' });
    expect((await loyalty.history(ANA, query({ startDate: '2001-01-01', endDate: '2001-12-31' }))).totalItems).toBe(0);
  });

  it("answers a transaction's detail to its member only", async () => {
    const loyalty = client();
    const [newest] = (await loyalty.history(ANA, query())).result;
    const number = newest!.transactionDetails[0]!.transactionNumber;
    const detail = await loyalty.transactionDetail(ANA, number);
    expect(detail).toMatchObject({ transactionDate: newest!.transactionDate, pointsAmount: newest!.pointsAmount });
    expect(detail).not.toHaveProperty('idMember');
    expect(await loyalty.transactionDetail(CARLOS, number)).toBeNull();
    expect(await loyalty.transactionDetail(ANA, 'no-such-number')).toBeNull();
  });

  it('lists the categories', async () => {
    expect(await client().categories()).toContainEqual({ id: '6', name: 'Outras transações', icon: 'more', kind: 'other' });
  });

  it('answers the expiring lots soonest first', async () => {
    const { sumPointsToExpire, lots } = await client().expiringPoints(CARLOS);
    expect(lots.reduce((sum, lot) => sum + lot.pointsAmount, 0)).toBe(sumPointsToExpire);
    expect(lots.map((lot) => lot.expirationDate)).toEqual([...lots.map((lot) => lot.expirationDate)].sort());
  });

  it("reads the member's recommended services, 8 a page, images as img sources", async () => {
    const loyalty = client();
    const first = await loyalty.recommendedServices(ANA);
    expect(first).toMatchObject({ totalPages: 2, fallback: false });
    expect(first.services).toHaveLength(8);
    expect(first.services[0]!.image).toBe('/sandbox/loyalty/imagens/servico-5000.svg');
    expect((await loyalty.recommendedServices(ANA, 2)).services.length).toBeGreaterThanOrEqual(4);
    const [request] = await sandbox.requests(`${IMPULSO}/recommendation/Services/${idPath(ANA)}`);
    expect(request!.query).toEqual({ page: '1', limit: '8', per_page: '8', orbiaImgUrl: 'true' });
  });

  it('reads the campaign suggestion, null when there is none', async () => {
    expect(await client().campaignSuggestion(ANA)).toEqual({ crop: expect.stringMatching(/^\d{4}\/\d{2}$/), suggestionLink: expect.any(String) });
    expect(await client().campaignSuggestion(LUCAS)).toBeNull();
  });

  it('saves interests, and reads them back with the contents', async () => {
    const loyalty = client();
    expect((await loyalty.contentsForYou(CARLOS)).interests).toEqual([]);
    await loyalty.saveInterests(CARLOS, { cultures: ['milho'], regions: [], editorials: ['clima'] });
    const { contents, interests } = await loyalty.contentsForYou(CARLOS);
    expect(interests).toEqual({ cultures: ['milho'], regions: [], editorials: ['clima'] });
    expect(contents.every((item) => typeof item.id === 'string')).toBe(true);
    const [save] = await sandbox.requests(`${IMPULSO}/contents2u/save/${idPath(CARLOS)}`);
    expect(save!.method).toBe('POST');
  });

  it("reads the picker's tag groups and the articles of chosen themes", async () => {
    const loyalty = client();
    const themes = await loyalty.interestThemes();
    expect(themes.cultures).toContainEqual({ id: 'soja', title: 'Soja' });
    expect(themes.regions.length).toBeGreaterThan(0);
    expect(themes.editorials.length).toBeGreaterThan(0);
    const { result } = await loyalty.preferredThemes({ cultures: ['soja'], regions: [], editorials: ['clima'] });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((item) => item.tags.includes('soja') || item.tags.includes('clima'))).toBe(true);
    const [request] = await sandbox.requests(`${IMPULSO}/aem-integration/preferred-themes/`);
    expect(request!.query).toMatchObject({ cultures: 'soja', editorials: 'clima', type: 'C', page: '1', per_page: '6' });
  });
});

describe('redemption requests', () => {
  const request = { kind: '50-traditional', amount: 1_500, recipient: 'group' } as const;

  it('are made once per idempotency key: a repeat answers the same request and takes the points once', async () => {
    const loyalty = client();
    const balance = (await loyalty.member(ANA)).orbiaPoints;
    const [first, again] = await Promise.all([loyalty.createRedemption(ANA, 'key-00000001', request), loyalty.createRedemption(ANA, 'key-00000001', request)]);
    expect(first).toMatchObject({ ...request, status: 'Submitted', note: null });
    expect(again).toEqual(first);
    expect(await loyalty.createRedemption(ANA, 'key-00000001', request)).toEqual(first);
    expect((await loyalty.member(ANA)).orbiaPoints).toBe(balance - 1_500);
    expect(await loyalty.redemptionByKey(ANA, 'key-00000001')).toEqual(first);
    expect(await loyalty.redemptionByKey(ANA, 'key-unknown1')).toBeNull();
    expect(await loyalty.redemption(ANA, first.id)).toEqual(first);
    const [newest] = await loyalty.redemptions(ANA);
    expect(newest).toEqual(first);
    // And the history shows it.
    expect((await loyalty.history(ANA, query())).result[0]).toMatchObject({ pointsAmount: -1_500, category: { kind: 'redemption' } });
  });

  it('list every status of earlier requests', async () => {
    expect(new Set((await client().redemptions(ANA)).map((redemption) => redemption.status))).toEqual(
      new Set(['Processing', 'PaymentIssued', 'PaymentCleared', 'PaymentVoided', 'Canceled']),
    );
  });

  it('are refused with 409 for a key used for another request, 422 beyond the balance or for a group the member does not lead', async () => {
    const loyalty = client();
    await loyalty.createRedemption(ANA, 'key-00000002', request);
    expect(await upstreamFailureOf(loyalty.createRedemption(ANA, 'key-00000002', { ...request, amount: 2 }))).toMatchObject({ status: 409 });
    expect(await upstreamFailureOf(loyalty.createRedemption(CARLOS, 'key-00000003', { ...request, recipient: 'self', amount: 1_000_000 }))).toMatchObject({ status: 422 });
    expect(await upstreamFailureOf(loyalty.createRedemption(LUCAS, 'key-00000004', { ...request, amount: 1 }))).toMatchObject({ status: 422 });
  });
});

describe('the featured services', () => {
  const path = `${IMPULSO}/srv-exp-recommendation/services`;

  it('are read once and kept about 59 minutes', async () => {
    const loyalty = client();
    const first = await loyalty.featuredServices();
    expect(first.services).toHaveLength(8);
    expect(first.services.some((service) => service.currentCost <= 0)).toBe(true);
    expect(first.services.find((service) => service.image)?.image).toMatch(/^data:image\/svg\+xml;base64,PHN2Zy/);
    expect(await loyalty.featuredServices()).toEqual(first);
    expect(await sandbox.requests(path)).toHaveLength(1);
    expect((await sandbox.requests(path))[0]!.query).toEqual({ page: '1', limit: '8', per_page: '8', base64Html: 'true' });
    const readAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(readAt + SERVICES_CACHE_MS - 1_000);
    await loyalty.featuredServices();
    expect(await sandbox.requests(path)).toHaveLength(1);
    vi.spyOn(Date, 'now').mockReturnValue(readAt + SERVICES_CACHE_MS + 1_000);
    await loyalty.featuredServices();
    expect(await sandbox.requests(path)).toHaveLength(2);
  });

  it('fall back to the standing list, logged, when the service fails and nothing was read before', async () => {
    const errors = vi.spyOn(log, 'error');
    await sandbox.fault({ path, status: 503, times: 0 });
    const loyalty = client();
    expect(await loyalty.featuredServices()).toEqual({ services: [...FALLBACK_SERVICES], totalPages: 1, fallback: true });
    expect(errors).toHaveBeenCalledWith('loyalty.call_failed', expect.objectContaining({ operation: 'recommendedServicesExp', status: 503 }));
    // Nothing cached: the next call asks again.
    await loyalty.featuredServices();
    expect(await sandbox.requests(path)).toHaveLength(2);
  });

  it('keep the last good list when the service fails after it', async () => {
    const loyalty = client();
    const good = await loyalty.featuredServices();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + SERVICES_CACHE_MS + 1_000);
    await sandbox.fault({ path, malformed: true, times: 0 });
    expect(await loyalty.featuredServices()).toEqual(good);
  });
});

describe("the calculator's rewards (services search)", () => {
  const path = `${IMPULSO}/services/search`;
  const search = (fields: Partial<RewardsSearch> = {}, loyalty = client()) => loyalty.searchRewards({ itemType: 'service', minPoints: 0, page: 1, ...fields });

  /** Every page of a search, in order. */
  async function everything(fields: Partial<RewardsSearch>) {
    const loyalty = client();
    const names: string[] = [];
    for (let page: number | null = 1; page !== null; ) {
      const answer = await search({ ...fields, page }, loyalty);
      expect(answer.page).toBe(page);
      expect(answer.items.length).toBeLessThanOrEqual(8);
      names.push(...answer.items.map((item) => item.name));
      page = answer.nextPage;
    }
    return names;
  }

  /** What the seed holds for a search, whatever the order. */
  const seeded = ({ itemType = 'service', minPoints = 0, crop, journey, category }: Partial<RewardsSearch>) => {
    const upper = pointsBands.indexOf(minPoints) === pointsBands.length - 1 ? 999_999 : minPoints + 50_000;
    return sandboxRewards()
      .filter((reward) => reward.itemType === itemType && reward.item.points >= minPoints && reward.item.points < upper)
      .filter((reward) => (!crop || reward.crops.includes(crop)) && (!journey || reward.journeys.includes(journey)) && (!category || reward.categories.includes(category)))
      .map((reward) => reward.item.nm_product);
  };

  it("asks for the band's range, 8 a page, the filters as the vendor's facet values, with the programme's token", async () => {
    await search({ minPoints: 50_000, crop: 'coffee', journey: 'pre-planting', category: 'personalized-consulting', page: 2 });
    const [request] = await sandbox.requests(path);
    expect(request!.query).toEqual({
      item_type: 'service',
      items_per_page: '8',
      page: '2',
      min_points: '50000',
      max_points: '100000',
      service_crop: 'Café',
      service_journey: 'Pré plantio',
      service_category: 'Consultoria Personalizada',
    });
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(1);
  });

  it('asks for 16 a page when told (desktop)', async () => {
    const answer = await search({ itemsPerPage: 16 });
    const [request] = await sandbox.requests(path);
    expect(request!.query).toMatchObject({ items_per_page: '16', page: '1' });
    // The seed's 14 services under 50,000: more than one page of 8, all in one of 16.
    expect(answer.items.map((item) => item.name).sort()).toEqual(seeded({}).sort());
    expect(answer.items.length).toBeGreaterThan(8);
    expect(answer.nextPage).toBeNull();
  });

  it('asks the top band up to 999,999, and sends no filter that was not chosen', async () => {
    await search({ itemType: 'product', minPoints: 150_000 });
    const [request] = await sandbox.requests(path);
    expect(request!.query).toEqual({ item_type: 'product', items_per_page: '8', page: '1', min_points: '150000', max_points: '999999' });
  });

  it.each(pointsBands.flatMap((band) => (['service', 'product'] as const).map((itemType) => [itemType, band] as const)))(
    'pages every %s of band %i, 8 at a time, to a last page without a next one',
    async (itemType, minPoints: PointsBand) => {
      const names = await everything({ itemType, minPoints });
      expect(names.length).toBeGreaterThan(0);
      expect([...names].sort()).toEqual(seeded({ itemType, minPoints }).sort());
    },
  );

  it('answers a page past the last one empty, without a next page', async () => {
    expect(await search({ page: 40 })).toEqual({ items: [], page: 40, nextPage: null });
  });

  it('puts an item on a band edge in the band it starts, and not in the one below', async () => {
    const edge = 'Consultoria agronômica — fertilidade do solo para soja';
    expect(await everything({ minPoints: 0 })).not.toContain(edge);
    expect(await everything({ minPoints: 0 })).toContain('Consultoria agronômica — plantio de cana');
    expect(await everything({ minPoints: 50_000 })).toContain(edge);
    expect(await everything({ minPoints: 150_000 })).toContain('Consultoria personalizada: projeto de fazenda digital');
    expect(await everything({ minPoints: 100_000 })).not.toContain('Consultoria personalizada: projeto de fazenda digital');
  });

  it.each(rewardCrops)('filters by the crop %s', async (crop) => {
    const names = await everything({ crop });
    expect(names.length).toBeGreaterThan(0);
    expect(names.sort()).toEqual(seeded({ crop }).sort());
  });

  it.each(rewardJourneys)('filters by the journey %s', async (journey) => {
    const names = await everything({ minPoints: 100_000, journey });
    expect(names.length).toBeGreaterThan(0);
    expect(names.sort()).toEqual(seeded({ minPoints: 100_000, journey }).sort());
  });

  it.each(rewardCategories)('filters by the category %s', async (category) => {
    const names = await everything({ minPoints: 150_000, category });
    expect(names.length).toBeGreaterThan(0);
    expect(names.sort()).toEqual(seeded({ minPoints: 150_000, category }).sort());
  });

  it('combines filters, and answers none where nothing matches them all', async () => {
    expect(await everything({ crop: 'corn', journey: 'in-season', category: 'agronomic-consulting' })).toEqual(['Consultoria agronômica — manejo de pragas do milho']);
    expect(await search({ minPoints: 150_000, crop: 'coffee', journey: 'harvest' })).toEqual({ items: [], page: 1, nextPage: null });
  });

  it("reshapes the vendor's items: a stable id of their own, the page and image addresses, whole points", async () => {
    const first = await search({ minPoints: 150_000 });
    expect(first.items[0]).toEqual({
      id: expect.stringMatching(/^[\w-]{16}$/),
      name: 'Consultoria personalizada: projeto de fazenda digital',
      url: 'https://loja.impulso.example/catalogo/servicos/consultoria-personalizada-projeto-de-fazenda-digital',
      imageUrl: expect.stringMatching(/^\/sandbox\/loyalty\/imagens\/recompensa-\d+\.svg$/),
      points: 150_000,
    });
    expect((await search({ minPoints: 150_000 })).items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    const ids = (await Promise.all(pointsBands.map((minPoints) => search({ minPoints })))).flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps only http(s) addresses and paths on this site, and a next page that moves forward', async () => {
    const vendor = 'https://impulso.test/api';
    server.use(
      http.get(`${vendor}/services/search`, () =>
        HttpResponse.json<ServicesSearchAnswer>({
          results: [
            { ds_product_url: 'javascript:alert(1)', nm_product: 'A', ds_image_url: '//evil.example/a.png', points: 10.4 },
            { ds_product_url: '/pt-br/impulso/b', nm_product: 'B', ds_image_url: 'data:image/svg+xml;base64,PHN2Zz4=', points: 20 },
            { ds_product_url: 'HTTPS://loja.example/c', nm_product: 'C', ds_image_url: null, points: 30 },
          ],
          page: 3,
          next_page: 3,
        }),
      ),
    );
    const answer = await search({ page: 3 }, client({ impulsoUrl: vendor }));
    expect(answer.items.map(({ name, url, imageUrl, points }) => ({ name, url, imageUrl, points }))).toEqual([
      { name: 'A', url: null, imageUrl: null, points: 10 },
      { name: 'B', url: '/pt-br/impulso/b', imageUrl: null, points: 20 },
      { name: 'C', url: 'HTTPS://loja.example/c', imageUrl: null, points: 30 },
    ]);
    expect(answer.nextPage).toBeNull();
  });

  it('is refused by the sandbox for a bad query', async () => {
    const token = await sandboxFetch(`${SANDBOX_ORIGIN}${TOKEN_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: env.loyalty.clientId, client_secret: env.loyalty.clientSecret }),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const ask = (query: string) => sandboxFetch(`${SANDBOX_ORIGIN}${path}?${query}`, { headers: { authorization: `Bearer ${access_token}` } });
    const good = 'item_type=service&items_per_page=8&page=1&min_points=0&max_points=50000';
    expect((await ask(good)).status).toBe(200);
    for (const bad of ['', good.replace('service', 'servico'), good.replace('max_points=50000', 'max_points=0'), `${good}&service_crop=Soy`, `${good}&service_journey=Plantio%20direto`, good.replace('page=1', 'page=0')]) {
      expect((await ask(bad)).status, bad).toBe(400);
    }
  });
});

describe('an address a page may use', () => {
  it.each(['https://loja.impulso.example/a', 'http://x.example/b?c=1', '/pt-br/impulso', '/sandbox/loyalty/imagens/recompensa-8000.svg'])('keeps %s', (address) => {
    expect(webOrSitePath(address)).toBe(address);
  });

  it.each(['', '   ', null, undefined, '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x/y', 'imagem.png', 'https://'])('drops %s', (address) => {
    expect(webOrSitePath(address)).toBeNull();
  });
});

const faulted = (name: string, path: string, call: (loyalty: ReturnType<typeof client>) => Promise<unknown>) =>
  describeUpstreamFaults(name, { path }, (timeoutMs) => call(client({ timeoutMs })));

faulted('member', `${LOYALTY}/members/${idPath(ANA)}`, (loyalty) => loyalty.member(ANA));
faulted('history', `${LOYALTY}/transaction-history/${idPath(ANA)}`, (loyalty) => loyalty.history(ANA, query()));
faulted('categories', `${LOYALTY}/transaction-category`, (loyalty) => loyalty.categories());
faulted('expiring points', `${IMPULSO}/expiration/points/${idPath(ANA)}`, (loyalty) => loyalty.expiringPoints(ANA));
faulted('recommended services', `${IMPULSO}/recommendation/Services/${idPath(ANA)}`, (loyalty) => loyalty.recommendedServices(ANA));
faulted('contents for you', `${IMPULSO}/contents2u/${idPath(ANA)}`, (loyalty) => loyalty.contentsForYou(ANA));
faulted('redemption', `${IMPULSO}/redemptions/${idPath(ANA)}`, (loyalty) => loyalty.createRedemption(ANA, 'key-fault-01', { kind: 'additional-money', amount: 1, recipient: 'self' }));
faulted('rewards search', `${IMPULSO}/services/search`, (loyalty) => loyalty.searchRewards({ itemType: 'service', minPoints: 0, page: 1 }));
