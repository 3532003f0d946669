import { forecastAnswerSchema } from '../contract';
import { sandboxForecast } from './forecast';

const hours = (from: string, to: string) => (Date.parse(to.replace(/(\d{2})(\d{2})$/, '$1:$2')) - Date.parse(from.replace(/(\d{2})(\d{2})$/, '$1:$2'))) / 3_600_000;

describe('the sandbox forecast', () => {
  const lateNovember = new Date('2026-11-24T12:00:00Z');

  it('answers the contract: seven days, fourteen day parts', () => {
    const answer = sandboxForecast({ lat: 41.59, lng: -93.62, units: 'e', language: 'en-US', now: lateNovember });
    expect(forecastAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('is the same for the same place and day, and another for another place', () => {
    const place = { lat: -17.79, lng: -50.92, units: 'm' as const, language: 'pt-BR', now: lateNovember };
    expect(sandboxForecast(place)).toEqual(sandboxForecast({ ...place, now: new Date('2026-11-24T13:30:00Z') }));
    expect(sandboxForecast({ ...place, lat: -12.55 }).calendarDayTemperatureMax).not.toEqual(sandboxForecast(place).calendarDayTemperatureMax);
  });

  it('has long days in the southern summer and short ones in the northern winter, at local times of the place', () => {
    const passoFundo = sandboxForecast({ lat: -28.26, lng: -52.41, units: 'm', language: 'pt-BR', now: lateNovember });
    const desMoines = sandboxForecast({ lat: 41.59, lng: -93.62, units: 'e', language: 'en-US', now: lateNovember });
    expect(passoFundo.sunriseTimeLocal[0]).toMatch(/^2026-11-24T0[45]:\d{2}:00-0300$/);
    expect(hours(passoFundo.sunriseTimeLocal[0]!, passoFundo.sunsetTimeLocal[0]!)).toBeGreaterThan(13);
    expect(hours(desMoines.sunriseTimeLocal[0]!, desMoines.sunsetTimeLocal[0]!)).toBeLessThan(10);
    // And warmer there than in Iowa in November.
    const meanMax = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(meanMax(passoFundo.calendarDayTemperatureMax)).toBeGreaterThan((meanMax(desMoines.calendarDayTemperatureMax) - 32) * (5 / 9) + 8);
  });

  it('has no sunrise or sunset where the sun stays up all day', () => {
    const polarSummer = sandboxForecast({ lat: -80, lng: 0, units: 'm', language: 'en-US', now: lateNovember });
    expect(polarSummer.sunriseTimeLocal).toEqual(Array(7).fill(null));
  });

  it("drops today's day part from mid-afternoon on, as the real service does", () => {
    const morning = sandboxForecast({ lat: -17.79, lng: -50.92, units: 'm', language: 'pt-BR', now: new Date('2026-11-24T12:00:00Z') });
    const evening = sandboxForecast({ lat: -17.79, lng: -50.92, units: 'm', language: 'pt-BR', now: new Date('2026-11-24T20:00:00Z') });
    expect(morning.daypart[0]!.dayOrNight.slice(0, 2)).toEqual(['D', 'N']);
    expect(evening.daypart[0]!.dayOrNight.slice(0, 2)).toEqual([null, 'N']);
  });
});
