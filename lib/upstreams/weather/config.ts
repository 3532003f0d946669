import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's weather API accepts; useless anywhere else. */
export const sandboxWeatherKey = 'sandbox-weather-key';

export interface WeatherSettings {
  /** The Weather Company's Data API, or a compatible one. */
  baseUrl: string;
  /** Used on the server only, never in a page. Null: no forecasts (the weather widget shows its error). */
  apiKey: string | null;
  timeoutMs: number;
}

export const weatherConfig = envSlice({
  variables: z.object({
    /** The Weather Company's Data API (https://api.weather.com when the sandbox is off). */
    WEATHER_URL: z.url().optional(),
    /** Its API key: used on the server only, never in a page. */
    WEATHER_API_KEY: z.string().min(1).optional(),
    WEATHER_TIMEOUT_MS: timeoutMs(5000),
  }),
  // A real weather API never takes the sandbox's key.
  problems: ({ present }) => (present.WEATHER_URL ? requireVariables(present, ['WEATHER_API_KEY'], 'WEATHER_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): WeatherSettings => {
    const isSandbox = sandbox && !values.WEATHER_URL;
    return {
      baseUrl: values.WEATHER_URL ?? (sandbox ? sandboxUrl('/weather') : 'https://api.weather.com'),
      apiKey: values.WEATHER_API_KEY ?? (isSandbox ? sandboxWeatherKey : null),
      timeoutMs: values.WEATHER_TIMEOUT_MS,
    };
  },
});
