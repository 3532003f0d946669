// @vitest-environment node
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { weatherWidgetAnswerSchema } from '@/lib/weather-widget/contract';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET } from './route';

const FORECAST = '/weather/v3/wx/forecast/daily/7day';
const get = (query: string) => GET(new NextRequest(`http://localhost/api/weather-widget?${query}`));

describe('GET /api/weather-widget', () => {
  beforeEach(() => sandbox.reset());

  it("answers the place's seven daily arrays in the locale's language, cached for everyone", async () => {
    const response = await get('lat=-17.7923&lng=-50.9192&languageLocale=pt-BR');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=1800');
    const answer = weatherWidgetAnswerSchema.parse(await response.json());
    expect(answer.units).toBe('m');
    for (const values of Object.values(answer.data)) expect(values).toHaveLength(7);
    // The position leaves the site rounded to about 1 km.
    const [call] = await sandbox.requests(FORECAST);
    expect(call!.query).toMatchObject({ geocode: '-17.79,-50.92', units: 'm', language: 'pt-BR' });
  });

  it('asks in °F and mph for en-US', async () => {
    const answer = weatherWidgetAnswerSchema.parse(await (await get('lat=41.59&lng=-93.62&languageLocale=en-US')).json());
    expect(answer.units).toBe('e');
    expect((await sandbox.requests(FORECAST))[0]!.query).toMatchObject({ units: 'e', language: 'en-US' });
  });

  it.each(['lat=&lng=0&languageLocale=pt-BR', 'lat=91&lng=0&languageLocale=pt-BR', 'lat=0&lng=1e2&languageLocale=pt-BR', 'lat=0&lng=0&languageLocale=fr-FR', 'lat=0&lng=0'])(
    'answers 400 for %s without calling the service',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request' });
      expect(await sandbox.requests(FORECAST)).toHaveLength(0);
    },
  );

  describe('when the weather service fails', () => {
    withShortTimeout(env.weather);

    it.each(routeFaults)('answers %s with JSON, never a 500, not cached', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: FORECAST, ...fault });
      const response = await get('lat=-33.89&lng=-60.57&languageLocale=es-AR');
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
      expect(response.headers.get('cache-control')).toBeNull();
    });
  });
});
