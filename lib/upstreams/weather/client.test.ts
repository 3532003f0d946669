// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { dailyArrays, dailyForecast } from './client';
import { FORECAST_PATH, type ForecastAnswer } from './contract';
import { sandboxForecast } from './sandbox/forecast';

const SANDBOX_PATH = `/weather${FORECAST_PATH}`;
/** Rio Verde, Goiás: soy and corn country. */
const RIO_VERDE = { lat: -17.79, lng: -50.92 };

describe('dailyArrays', () => {
  /** A fixed answer: Rio Verde at 16:00 local time, when today's day part is already gone. */
  const afternoon = sandboxForecast({ ...RIO_VERDE, units: 'm', language: 'pt-BR', now: new Date('2026-11-24T19:00:00Z') });

  it('gives one entry per day for every field the spec names', () => {
    const days = dailyArrays(afternoon);
    for (const values of Object.values(days)) expect(values).toHaveLength(7);
    expect(days.date).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(days.dayOfWeek[0]).toBe('Terça-feira');
    expect(days.calendarDayTemperatureMax).toEqual(afternoon.calendarDayTemperatureMax);
    expect(days.sunriseTimeLocal).toEqual(afternoon.sunriseTimeLocal);
  });

  it("takes each day's values from its day part", () => {
    const days = dailyArrays(afternoon);
    const daypart = afternoon.daypart[0]!;
    for (const day of [1, 6]) {
      expect(days.wxPhraseLong[day]).toBe(daypart.wxPhraseLong[day * 2]);
      expect(days.precipChance[day]).toBe(daypart.precipChance[day * 2]);
      expect(days.windSpeed[day]).toBe(daypart.windSpeed[day * 2]);
    }
  });

  it("falls back to tonight's values once today's day part is gone", () => {
    const daypart = afternoon.daypart[0]!;
    expect(daypart.wxPhraseLong[0]).toBeNull();
    const days = dailyArrays(afternoon);
    expect(days.wxPhraseLong[0]).toBe(daypart.wxPhraseLong[1]);
    expect(days.iconCode[0]).toBe(daypart.iconCode[1]);
    expect(days.relativeHumidity[0]).toBe(daypart.relativeHumidity[1]);
    expect(days.windDirection[0]).toBe(daypart.windDirection[1]);
  });

  it('keeps null where neither part has a value', () => {
    const blank: ForecastAnswer = { ...afternoon, daypart: [{ ...afternoon.daypart[0]!, precipChance: Array(14).fill(null) }] };
    expect(dailyArrays(blank).precipChance).toEqual(Array(7).fill(null));
  });
});

describe('dailyForecast on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('answers seven days of the place in the language and units asked for', async () => {
    const days = await dailyForecast({ ...RIO_VERDE, language: 'pt-BR', units: 'm' });
    expect(days.date).toHaveLength(7);
    expect(new Set(days.wxPhraseLong.map((phrase) => typeof phrase))).toEqual(new Set(['string']));
    expect(days.dayOfWeek.every((name) => /-feira$|^Sábado$|^Domingo$/.test(name))).toBe(true);
    const [request] = await sandbox.requests(SANDBOX_PATH);
    expect(request!.query).toEqual({ geocode: '-17.79,-50.92', format: 'json', units: 'm', language: 'pt-BR', apiKey: 'sandbox-weather-key' });
  });

  it('speaks Spanish and English, in °F for English units', async () => {
    const pergamino = { lat: -33.89, lng: -60.57 };
    const spanish = await dailyForecast({ ...pergamino, language: 'es-AR', units: 'm' });
    expect(spanish.dayOfWeek.every((name) => /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo)$/.test(name))).toBe(true);
    const inFahrenheit = await dailyForecast({ ...pergamino, language: 'en-US', units: 'e' });
    expect(inFahrenheit.dayOfWeek.every((name) => /day$/.test(name))).toBe(true);
    // The same days, the same weather: only the units differ.
    for (const [day, celsius] of spanish.calendarDayTemperatureMax.entries()) {
      expect(inFahrenheit.calendarDayTemperatureMax[day]).toBeCloseTo((celsius * 9) / 5 + 32, -0.5);
    }
  });

  it("fails with the service's 401 on a key it refuses, without retrying", async () => {
    const failure = await upstreamFailureOf(dailyForecast({ ...RIO_VERDE, language: 'pt-BR', units: 'm' }, { ...env.weather, apiKey: 'stolen' }));
    expect(failure).toMatchObject({ failure: 'status', status: 401 });
    expect(await sandbox.requests(SANDBOX_PATH)).toHaveLength(1);
  });

  it('fails with the 400 of a place that is not on Earth', async () => {
    expect(await upstreamFailureOf(dailyForecast({ lat: 95, lng: -50.92, language: 'pt-BR', units: 'm' }))).toMatchObject({ failure: 'status', status: 400 });
  });

  it('fails without calling anything when no key is configured', async () => {
    expect(await upstreamFailureOf(dailyForecast({ ...RIO_VERDE, language: 'pt-BR', units: 'm' }, { ...env.weather, apiKey: null }))).toMatchObject({
      failure: 'unreachable',
    });
    expect(await sandbox.requests(SANDBOX_PATH)).toHaveLength(0);
  });
});

describe('dailyForecast on a configured service', () => {
  const settings = { baseUrl: 'https://api.weather.example/', apiKey: 'key', timeoutMs: 500 };

  it('fails as malformed on an answer with fewer than seven days', async () => {
    const answer = sandboxForecast({ ...RIO_VERDE, units: 'm', language: 'en-US', now: new Date('2026-11-24T12:00:00Z') });
    server.use(http.get(`https://api.weather.example${FORECAST_PATH}`, () => HttpResponse.json({ ...answer, qpf: answer.qpf.slice(0, 5) })));
    expect(await upstreamFailureOf(dailyForecast({ ...RIO_VERDE, language: 'en-US', units: 'm' }, settings))).toMatchObject({ failure: 'malformed' });
  });
});

describeUpstreamFaults('a daily forecast', { path: SANDBOX_PATH }, (timeoutMs) =>
  dailyForecast({ ...RIO_VERDE, language: 'pt-BR', units: 'm' }, { ...env.weather, timeoutMs }),
);
