import { DEFAULT_REGION, REGION_COOKIE, weatherRegions, type WeatherRegion } from '@/lib/youtube/constants';

/** A year: the region is where the visitor farms, which rarely changes. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

const isRegion = (value: string): value is WeatherRegion => (weatherRegions as readonly string[]).includes(value);

/** Spec §5: the region in `user-region` (a `document.cookie` string), Centro-Oeste when absent or unknown. */
export function regionOfCookies(cookies: string): WeatherRegion {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== REGION_COOKIE) continue;
    try {
      const region = decodeURIComponent(value.join('='));
      if (isRegion(region)) return region;
    } catch {
      // A malformed value is no region.
    }
  }
  return DEFAULT_REGION;
}

/** The `document.cookie` assignment that keeps the region for the whole site. */
export const regionCookie = (region: WeatherRegion) => `${REGION_COOKIE}=${encodeURIComponent(region)}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
