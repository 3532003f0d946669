import { WEATHER_DAYS, type DailyArrays } from '@/lib/weather-widget/contract';
import { daylightHours } from './daylight';
import { iconKindOf, type WeatherIconKind } from './icons';
import { compassPointOf, snapWindDirection, type CompassPoint } from './wind';

/** One day of the widget, read across the daily arrays at its index. */
export interface ForecastDay {
  /** The place's local date, `YYYY-MM-DD`. */
  date: string;
  temperatureMax: number;
  temperatureMin: number;
  phrase: string | null;
  icon: WeatherIconKind | null;
  /** Percent. */
  precipChance: number | null;
  /** mm or inches. */
  qpf: number;
  /** km/h or mph. */
  windSpeed: number | null;
  /** Snapped to 45 degrees, with its compass point; null when the service gives no direction. */
  wind: { degrees: number; point: CompassPoint } | null;
  /** Percent. */
  relativeHumidity: number | null;
  /** Hours, 1 decimal; null where the sun does not rise or set. */
  daylightHours: number | null;
}

/** The spec's daily arrays (one array per field) as days (one object per index), seven at most. */
export function forecastDays(data: DailyArrays): ForecastDay[] {
  return data.date.slice(0, WEATHER_DAYS).map((date, day) => {
    const direction = data.windDirection[day] ?? null;
    return {
      date,
      temperatureMax: data.calendarDayTemperatureMax[day]!,
      temperatureMin: data.calendarDayTemperatureMin[day]!,
      phrase: data.wxPhraseLong[day] ?? null,
      icon: iconKindOf(data.iconCode[day] ?? null),
      precipChance: data.precipChance[day] ?? null,
      qpf: data.qpf[day]!,
      windSpeed: data.windSpeed[day] ?? null,
      wind: direction === null ? null : { degrees: snapWindDirection(direction), point: compassPointOf(direction) },
      relativeHumidity: data.relativeHumidity[day] ?? null,
      daylightHours: daylightHours(data.sunriseTimeLocal[day] ?? null, data.sunsetTimeLocal[day] ?? null),
    };
  });
}
