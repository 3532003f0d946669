// @vitest-environment node
import { magoyaRecommendationSchema } from '@/lib/postal-code-seed/contract';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';

/** Magoya's widget API is called by the browser (features/postal-code-seed), so its sandbox is tested here, over its own URL. */
const recommendations = (query: string, key = 'sandbox-magoya-widget-key') =>
  sandboxFetch(`${SANDBOX_ORIGIN}/magoya/v1/recommendations?${query}`, { headers: key ? { 'x-api-key': key } : {} });

describe("the sandbox's Magoya widget API", () => {
  it.each([
    ['Sorriso', 'lat=-12.5425&lng=-55.7114', 'Cerrado Norte (MT, TO)', 'TL 3015 PRO4'],
    ['Uberlândia', 'lat=-18.9186&lng=-48.2772', 'Brasil Central (GO, MG, MS norte)', 'TL 2280 VIP3'],
    ['São Paulo', 'lat=-23.5614&lng=-46.6544', 'Sudeste e MS sul', 'TL 2280 VIP3'],
    ['Passo Fundo', 'lat=-28.2612&lng=-52.4066', 'Sul (PR, SC, RS)', 'TL 4020 VIP3'],
  ])('recommends for %s by its latitude band', async (_town, query, region, first) => {
    const response = await recommendations(query);
    expect(response.status).toBe(200);
    const answer = magoyaRecommendationSchema.parse(await response.json());
    expect(answer.region).toBe(region);
    expect(answer.hybrids[0]!.name).toBe(first);
  });

  it('refuses a wrong or missing key, and a point it cannot read', async () => {
    expect((await recommendations('lat=-12.5&lng=-55.7', '')).status).toBe(401);
    expect((await recommendations('lat=-12.5&lng=-55.7', 'stolen')).status).toBe(401);
    expect((await recommendations('lat=&lng=-55.7')).status).toBe(400);
    expect((await recommendations('lat=south&lng=-55.7')).status).toBe(400);
  });
});
