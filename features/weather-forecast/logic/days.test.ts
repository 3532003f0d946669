import type { DailyArrays } from '@/lib/weather-widget/contract';
import { forecastDays } from './days';
import { iconKindOf } from './icons';

const week = <T,>(...values: T[]) => values;

/** Rio Verde's week as the route answers it, with the gaps the service leaves. */
const data: DailyArrays = {
  date: week('2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'),
  dayOfWeek: week('Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo', 'Segunda-feira'),
  calendarDayTemperatureMax: week(31, 30, 28, 29, 32, 33, 27),
  calendarDayTemperatureMin: week(20, 19, 18, 19, 21, 22, 18),
  sunriseTimeLocal: week('2026-11-24T05:38:00-0300', '2026-11-25T05:38:00-0300', null, '2026-11-27T05:37:00-0300', '2026-11-28T05:37:00-0300', '2026-11-29T05:37:00-0300', '2026-11-30T05:37:00-0300'),
  sunsetTimeLocal: week('2026-11-24T18:41:00-0300', '2026-11-25T18:42:00-0300', null, '2026-11-27T18:43:00-0300', '2026-11-28T18:43:00-0300', '2026-11-29T18:44:00-0300', '2026-11-30T18:44:00-0300'),
  qpf: week(0, 2.5, 12.1, 0, 0, 0.4, 20),
  windDirection: week(10, 340, null, 100, 200, 250, 300),
  windSpeed: week(12, 15, null, 8, 9, 10, 22),
  relativeHumidity: week(55, 70, null, 60, 50, 45, 90),
  precipChance: week(10, 50, null, 20, 5, 15, 80),
  wxPhraseLong: week('Ensolarado', 'Pancadas de chuva esparsas', null, 'Parcialmente nublado', 'Ensolarado', 'Céu limpo', 'Tempestades'),
  iconCode: week(32, 39, null, 30, 32, 31, 4),
};

describe('forecastDays', () => {
  const days = forecastDays(data);

  it('gives the seven days in order, each read across the arrays at its index', () => {
    expect(days.map((day) => day.date)).toEqual(data.date);
    expect(days[1]).toEqual({
      date: '2026-11-25',
      temperatureMax: 30,
      temperatureMin: 19,
      phrase: 'Pancadas de chuva esparsas',
      icon: 'rain',
      precipChance: 50,
      qpf: 2.5,
      windSpeed: 15,
      wind: { degrees: 0, point: 'N' },
      relativeHumidity: 70,
      daylightHours: 13.1,
    });
  });

  it('snaps each wind to its compass point', () => {
    expect(days.map((day) => day.wind?.point ?? null)).toEqual(['N', 'N', null, 'E', 'S', 'W', 'NW']);
  });

  it('keeps a day whose values are missing, without them', () => {
    expect(days[2]).toMatchObject({ phrase: null, icon: null, wind: null, windSpeed: null, relativeHumidity: null, precipChance: null, daylightHours: null, qpf: 12.1 });
  });

  it('shows no more than seven days', () => {
    const longer = Object.fromEntries(Object.entries(data).map(([field, values]) => [field, [...values, values[0]]])) as unknown as DailyArrays;
    expect(forecastDays(longer)).toHaveLength(7);
  });
});

describe('iconKindOf', () => {
  it.each([
    [32, 'sun'],
    [34, 'sun'],
    [31, 'clear-night'],
    [30, 'partly-cloudy'],
    [26, 'cloud'],
    [11, 'rain'],
    [45, 'rain'],
    [4, 'storm'],
    [47, 'storm'],
    [16, 'snow'],
    [20, 'fog'],
    [24, 'wind'],
    [44, null],
    [null, null],
  ] as const)('code %s draws %s', (code, kind) => {
    expect(iconKindOf(code)).toBe(kind);
  });
});
