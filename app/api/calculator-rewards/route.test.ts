// @vitest-environment node
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { calculatorRewardsSchema, calculatorRewardsSearchParams, type CalculatorRewardsFilters } from '@/lib/loyalty/calculator-rewards';
import { rewardCategories, rewardCrops, rewardJourneys } from '@/lib/loyalty/points-bands';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET } from './route';

const SEARCH = '/impulso/api/services/search';
const CACHE = 'public, max-age=300, s-maxage=3540, stale-while-revalidate=600';

const get = (query: string) => GET(new NextRequest(`http://localhost/api/calculator-rewards?${query}`));
const ask = (filters: CalculatorRewardsFilters) => get(String(calculatorRewardsSearchParams(filters)));
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
/** The rewards of a successful answer, checked against our contract. */
const rewardsOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return calculatorRewardsSchema.parse(await response.json());
};
/** The names of every item of a query, through all its pages. */
async function allNames(filters: CalculatorRewardsFilters) {
  const names: string[] = [];
  for (let page: number | null = 1; page !== null; ) {
    const rewards = await rewardsOf(await ask({ ...filters, page }));
    names.push(...rewards.items.map((item) => item.name));
    page = rewards.nextPage;
  }
  return names;
}
/** What the route asked the programme the last time. */
const lastSearch = async () => (await sandbox.requests(SEARCH)).at(-1)!.query;

describe('GET /api/calculator-rewards', () => {
  beforeEach(() => sandbox.reset());

  it('answers the first page of services under 50,000 by default, cached for everyone', async () => {
    const response = await get('');
    expect(response.headers.get('cache-control')).toBe(CACHE);
    const rewards = await rewardsOf(response);
    expect(rewards.items).toHaveLength(8);
    expect(rewards).toMatchObject({ page: 1, nextPage: 2 });
    expect(rewards.items.every((item) => item.points < 50_000)).toBe(true);
    expect(await lastSearch()).toEqual({ item_type: 'service', items_per_page: '8', page: '1', min_points: '0', max_points: '50000' });
  });

  it.each([
    [50_000, 100_000],
    [100_000, 150_000],
    [150_000, 999_999],
  ] as const)('answers the band from %i (up to %i)', async (min_points, max) => {
    const rewards = await rewardsOf(await ask({ min_points }));
    expect(rewards.items.length).toBeGreaterThan(0);
    expect(rewards.items.every((item) => item.points >= min_points && item.points < max)).toBe(true);
    expect(await lastSearch()).toMatchObject({ min_points: String(min_points), max_points: String(max) });
  });

  it('answers products on their tab', async () => {
    const rewards = await rewardsOf(await ask({ item_type: 'product' }));
    expect(rewards.items.map((item) => item.name)).toContain('Boné Impulso');
    expect(await lastSearch()).toMatchObject({ item_type: 'product' });
  });

  // The sandbox's catalogue tags each item with crops, journeys and categories (its seed test has the spread; the
  // client's test compares every filter with the seed): here, each filter narrows the band and reaches the programme.
  it.each(rewardCrops)('filters by the crop %s', async (service_crop) => {
    const band = await allNames({});
    const filtered = await allNames({ service_crop });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(band.length);
    expect(band).toEqual(expect.arrayContaining(filtered));
    expect(await lastSearch()).toHaveProperty('service_crop');
  });

  it.each(rewardJourneys)('filters by the journey %s', async (service_journey) => {
    const band = await allNames({ min_points: 50_000 });
    const filtered = await allNames({ min_points: 50_000, service_journey });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(band.length);
    expect(band).toEqual(expect.arrayContaining(filtered));
    expect(await lastSearch()).toHaveProperty('service_journey');
  });

  it.each(rewardCategories)('filters by the category %s', async (service_category) => {
    const band = await allNames({ min_points: 100_000 });
    const filtered = await allNames({ min_points: 100_000, service_category });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(band.length);
    expect(band).toEqual(expect.arrayContaining(filtered));
    expect(await lastSearch()).toHaveProperty('service_category');
  });

  it('combines filters', async () => {
    expect(await allNames({ service_crop: 'corn', service_journey: 'in-season', service_category: 'agronomic-consulting' })).toEqual([
      'Consultoria agronômica — manejo de pragas do milho',
    ]);
  });

  it("sends the filters as the programme's facet values", async () => {
    await ask({ min_points: 150_000, service_crop: 'sugarcane', service_journey: 'pre-planting', service_category: 'courses-and-training' });
    expect(await lastSearch()).toMatchObject({ service_crop: 'Cana', service_journey: 'Pré plantio', service_category: 'Cursos e Treinamentos' });
  });

  it('answers empty items for a band with nothing under the filters', async () => {
    const response = await ask({ min_points: 150_000, service_crop: 'coffee', service_journey: 'harvest' });
    expect(await rewardsOf(response)).toEqual({ items: [], page: 1, nextPage: null });
    expect(response.headers.get('cache-control')).toBe(CACHE);
  });

  it('pages to the last page, whose next page is null', async () => {
    const first = await rewardsOf(await ask({ min_points: 0 }));
    expect(first.nextPage).toBe(2);
    const second = await rewardsOf(await ask({ min_points: 0, page: 2 }));
    expect(second).toMatchObject({ page: 2, nextPage: null });
    expect(second.items.length).toBeGreaterThan(0);
    const names = [...first.items, ...second.items].map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    expect(await rewardsOf(await ask({ page: 3 }))).toEqual({ items: [], page: 3, nextPage: null });
  });

  it('answers 16 a page when asked (desktop), its pages the 8-a-page ones two by two', async () => {
    const response = await ask({ min_points: 0, items_per_page: 16 });
    expect(response.headers.get('cache-control')).toBe(CACHE);
    const sixteen = await rewardsOf(response);
    expect(sixteen).toMatchObject({ page: 1, nextPage: null });
    expect(await lastSearch()).toMatchObject({ items_per_page: '16', page: '1' });
    const eights = [...(await rewardsOf(await ask({ page: 1 }))).items, ...(await rewardsOf(await ask({ page: 2 }))).items];
    expect(sixteen.items).toEqual(eights);
    expect(await rewardsOf(await get('items_per_page=16&page=2'))).toEqual({ items: [], page: 2, nextPage: null });
  });

  it('answers 8 a page when asked so, as by default', async () => {
    const rewards = await rewardsOf(await get('items_per_page=8&min_points=50000'));
    expect(rewards.items).toHaveLength(8);
    expect(await lastSearch()).toMatchObject({ items_per_page: '8' });
  });

  it('takes empty and null parameters as absent (the spec omits null ones)', async () => {
    const rewards = await rewardsOf(await get('service_crop=&service_journey=null&service_category=&min_points=&page='));
    expect(rewards.page).toBe(1);
    expect(await lastSearch()).toEqual({ item_type: 'service', items_per_page: '8', page: '1', min_points: '0', max_points: '50000' });
  });

  it.each([
    ['min_points=25000', 'min_points'],
    ['min_points=-50000', 'min_points'],
    ['min_points=5e4', 'min_points'],
    ['min_points=999999', 'min_points'],
    ['item_type=servico', 'item_type'],
    ['service_crop=Soja', 'service_crop'],
    ['service_crop=wheat', 'service_crop'],
    ['service_journey=in%20season', 'service_journey'],
    ['service_category=Agro%20Software', 'service_category'],
    ['page=0', 'page'],
    ['page=101', 'page'],
    ['page=1.5', 'page'],
    ['page=%201', 'page'],
    ['page=1&page=2', 'page'],
    ['items_per_page=12', 'items_per_page'],
    ['items_per_page=100', 'items_per_page'],
    ['items_per_page=016', 'items_per_page'],
    ['items_per_page=8&items_per_page=16', 'items_per_page'],
    ['max_points=50000', 'max_points'],
    ['utm_source=x', 'utm_source'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await json(await get(query));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid_request' });
    expect(Object.keys(body.details)).toEqual([parameter]);
    expect(await sandbox.requests(SEARCH)).toHaveLength(0);
  });

  describe('when the programme fails', () => {
    // The route's client reads its settings when it calls: a short timeout keeps the slow case short.
    withShortTimeout(env.loyalty);

    it.each(routeFaults)('answers %s with JSON, never a 500, and not cached', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: SEARCH, ...fault, times: 0 });
      const response = await get('min_points=50000');
      expect(await json(response)).toMatchObject({ status, body: { error } });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it("answers 502 when the token service refuses the programme's credentials", async () => {
      await sandbox.fault({ path: '/loyalty/oauth/token', status: 401, times: 0 });
      // Whether the route's client holds a token from an earlier test (which the reset made useless) or none, it asks for one.
      const response = await get('min_points=150000&service_crop=soy');
      expect(await json(response)).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
    });
  });
});
