import { seededRandom } from '@/lib/sandbox/seeded-random';
import { FORECAST_DAYS, type ForecastAnswer, type UnitSystem } from '../contract';

/**
 * The sandbox's forecast of a place: believable and stable (the same place on the same day gets
 * the same forecast), with daylight from the sun's declination at the place's latitude, seasons
 * that flip between hemispheres, and day names and phrases in the language asked for. The time
 * zone is the solar one (longitude / 15, rounded): close enough for a stand-in.
 */

interface Condition {
  dayIcon: number;
  nightIcon: number;
  /** Chance of rain, percent, and the rain it brings (mm) when it comes. */
  chance: readonly [number, number];
  rainMm: readonly [number, number];
  phrase: Record<'en' | 'pt' | 'es', readonly [day: string, night: string]>;
}

const conditions: readonly Condition[] = [
  { dayIcon: 32, nightIcon: 31, chance: [0, 10], rainMm: [0, 0], phrase: { en: ['Sunny', 'Clear'], pt: ['Ensolarado', 'Céu limpo'], es: ['Soleado', 'Despejado'] } },
  {
    dayIcon: 30,
    nightIcon: 29,
    chance: [5, 20],
    rainMm: [0, 0],
    phrase: { en: ['Partly Cloudy', 'Partly Cloudy'], pt: ['Parcialmente nublado', 'Parcialmente nublado'], es: ['Parcialmente nublado', 'Parcialmente nublado'] },
  },
  {
    dayIcon: 28,
    nightIcon: 27,
    chance: [10, 30],
    rainMm: [0, 1],
    phrase: { en: ['Mostly Cloudy', 'Mostly Cloudy'], pt: ['Predominantemente nublado', 'Predominantemente nublado'], es: ['Mayormente nublado', 'Mayormente nublado'] },
  },
  {
    dayIcon: 39,
    nightIcon: 45,
    chance: [40, 60],
    rainMm: [2, 10],
    phrase: { en: ['Scattered Showers', 'Scattered Showers'], pt: ['Pancadas de chuva esparsas', 'Pancadas de chuva esparsas'], es: ['Chubascos dispersos', 'Chubascos dispersos'] },
  },
  { dayIcon: 11, nightIcon: 11, chance: [60, 80], rainMm: [5, 20], phrase: { en: ['Showers', 'Showers'], pt: ['Pancadas de chuva', 'Pancadas de chuva'], es: ['Chubascos', 'Chubascos'] } },
  {
    dayIcon: 4,
    nightIcon: 47,
    chance: [60, 90],
    rainMm: [10, 40],
    phrase: { en: ['Thunderstorms', 'Scattered Thunderstorms'], pt: ['Tempestades', 'Tempestades esparsas'], es: ['Tormentas', 'Tormentas aisladas'] },
  },
];

const between = (random: () => number, [low, high]: readonly [number, number]) => low + random() * (high - low);
const DAY_MS = 86_400_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** `-0300` for -3 hours. */
const offsetText = (hours: number) => `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}00`;

/** `YYYY-MM-DDTHH:MM:SS±HHMM` for a local date and a local hour of day (fractional). */
function localTime(date: string, hourOfDay: number, offsetHours: number): string {
  const minutes = Math.round(hourOfDay * 60);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  return `${date}T${clock}${offsetText(offsetHours)}`;
}

const dayOfYear = (utcMidnight: number) => Math.floor((utcMidnight - Date.UTC(new Date(utcMidnight).getUTCFullYear(), 0, 1)) / DAY_MS) + 1;

/** Half the hours of daylight, or null when the sun stays up (Infinity) or down (0) all day. */
function halfDaylightHours(lat: number, day: number): number | null {
  const declination = 23.44 * Math.sin(radians((360 / 365) * (284 + day)));
  const cosHourAngle = -Math.tan(radians(lat)) * Math.tan(radians(declination));
  if (cosHourAngle < -1 || cosHourAngle > 1) return null;
  return (Math.acos(cosHourAngle) * 180) / Math.PI / 15;
}

/** Seasons: +1 at the height of the place's summer, -1 at the depth of its winter. */
function season(lat: number, day: number): number {
  const northern = Math.cos(radians((360 / 365) * (day - 196)));
  return lat >= 0 ? northern : -northern;
}

const languageOf = (language: string): keyof Condition['phrase'] => (language.startsWith('pt') ? 'pt' : language.startsWith('es') ? 'es' : 'en');

export interface SandboxForecastInput {
  lat: number;
  lng: number;
  units: UnitSystem;
  language: string;
  now: Date;
}

export function sandboxForecast({ lat, lng, units, language, now }: SandboxForecastInput): ForecastAnswer {
  const offsetHours = Math.max(-12, Math.min(14, Math.round(lng / 15)));
  const localNow = new Date(now.getTime() + offsetHours * 3_600_000);
  const todayMidnight = Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate());
  // Like the real service, today's day part is gone from mid-afternoon on.
  const dayPartOver = localNow.getUTCHours() >= 15;
  const words = languageOf(language);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const metric = units === 'm';

  const answer: ForecastAnswer = {
    dayOfWeek: [],
    validTimeLocal: [],
    calendarDayTemperatureMax: [],
    calendarDayTemperatureMin: [],
    sunriseTimeLocal: [],
    sunsetTimeLocal: [],
    qpf: [],
    daypart: [{ dayOrNight: [], iconCode: [], precipChance: [], relativeHumidity: [], windDirection: [], windSpeed: [], wxPhraseLong: [] }],
  };
  const daypart = answer.daypart[0]!;

  for (let index = 0; index < FORECAST_DAYS; index++) {
    const midnight = todayMidnight + index * DAY_MS;
    const date = new Date(midnight).toISOString().slice(0, 10);
    const day = dayOfYear(midnight);
    const random = seededRandom(`${lat.toFixed(2)},${lng.toFixed(2)},${date}`);
    const condition = conditions[Math.floor(random() * conditions.length)]!;
    const rainy = condition.rainMm[1] > 1;

    const maxC = 28 - 0.35 * Math.abs(lat) + 0.22 * Math.abs(lat) * season(lat, day) + between(random, [-3, 3]) - (rainy ? 2 : 0);
    const minC = maxC - between(random, [7, 12]);
    const rainMm = between(random, condition.rainMm);
    const windKmh = between(random, [5, 25]);
    const chance = Math.round(between(random, condition.chance));
    const humidity = Math.round(between(random, rainy ? [70, 95] : [40, 70]));
    const windDirection = Math.floor(random() * 360);

    const name = weekday.format(midnight);
    answer.dayOfWeek.push(name.charAt(0).toLocaleUpperCase(language) + name.slice(1));
    answer.validTimeLocal.push(localTime(date, 7, offsetHours));
    answer.calendarDayTemperatureMax.push(Math.round(metric ? maxC : (maxC * 9) / 5 + 32));
    answer.calendarDayTemperatureMin.push(Math.round(metric ? minC : (minC * 9) / 5 + 32));
    answer.qpf.push(metric ? Math.round(rainMm * 10) / 10 : Math.round((rainMm / 25.4) * 100) / 100);

    const half = halfDaylightHours(lat, day);
    // Solar noon, in the solar time zone's clock.
    const noon = 12 + offsetHours - lng / 15;
    answer.sunriseTimeLocal.push(half === null ? null : localTime(date, noon - half, offsetHours));
    answer.sunsetTimeLocal.push(half === null ? null : localTime(date, noon + half, offsetHours));

    const speed = Math.round(metric ? windKmh : windKmh / 1.609);
    const [dayPhrase, nightPhrase] = condition.phrase[words];
    const parts = [
      { part: 'D' as const, icon: condition.dayIcon, phrase: dayPhrase, chance, humidity, speed },
      { part: 'N' as const, icon: condition.nightIcon, phrase: nightPhrase, chance: Math.max(0, chance - 10), humidity: Math.min(100, humidity + 10), speed: Math.max(0, speed - 3) },
    ];
    for (const part of parts) {
      const gone = index === 0 && part.part === 'D' && dayPartOver;
      daypart.dayOrNight.push(gone ? null : part.part);
      daypart.iconCode.push(gone ? null : part.icon);
      daypart.precipChance.push(gone ? null : part.chance);
      daypart.relativeHumidity.push(gone ? null : part.humidity);
      daypart.windDirection.push(gone ? null : windDirection);
      daypart.windSpeed.push(gone ? null : part.speed);
      daypart.wxPhraseLong.push(gone ? null : part.phrase);
    }
  }
  return answer;
}
