import { ApiError, apiJson } from '@/lib/api-client';
import type { Coordinates } from '@/lib/geo/distance';
import { locationPath, normalisePostalCode, readVisitorPlace, type VisitorCountry, type VisitorPlaceAnswer as VisitorPlace } from '@/lib/location/postal-codes';

/**
 * Where the visitor is, shared by every widget of the tab that needs it (the AI summary panel, the
 * local yield trials): known from the choice stored for the visit, from the browser's position
 * (reverse-geocoded to a postal code by our own `/api/location`) or from a postal code the visitor
 * typed (geocoded there too). Kept in sessionStorage: for the visit, never sent anywhere but our
 * own routes. A plain store (no React state) so that every island of the page sees one location.
 */
export type VisitorLocation =
  | { status: 'unknown' }
  | { status: 'locating' }
  | { status: 'known'; place: VisitorPlace; source: 'browser' | 'typed' }
  /** The browser gave a position but no postal code could be found for it: ask for one. */
  | { status: 'postal-code-missing'; point: Coordinates }
  /** The visitor (or the browser's settings) refused the position. */
  | { status: 'denied' };

export type PostalCodeOutcome = { ok: true; place: VisitorPlace } | { ok: false; problem: 'invalid' | 'not-found' | 'failed' };

const STORAGE_KEY = 'terralis:visitor-location';

let current: VisitorLocation | undefined;
const listeners = new Set<() => void>();

function readStored(): VisitorLocation {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return { status: 'unknown' };
    const stored: unknown = JSON.parse(raw);
    const source = typeof stored === 'object' && stored !== null && 'source' in stored && stored.source === 'browser' ? 'browser' : 'typed';
    const place = readVisitorPlace(typeof stored === 'object' && stored !== null && 'place' in stored ? stored.place : null);
    return { status: 'known', place, source };
  } catch {
    // Storage refused (private mode, disabled), or what it holds is not a place: unknown.
    return { status: 'unknown' };
  }
}

function set(next: VisitorLocation): void {
  current = next;
  if (next.status === 'known') {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ place: next.place, source: next.source }));
    } catch {
      // Not stored: known for this page only.
    }
  }
  for (const listener of listeners) listener();
}

/** The location now (for `useSyncExternalStore`). */
export function visitorLocation(): VisitorLocation {
  current ??= typeof window === 'undefined' ? { status: 'unknown' } : readStored();
  return current;
}

/** The server knows no visitor's location: every widget renders its unknown state there. */
export const serverVisitorLocation = (): VisitorLocation => UNKNOWN;
const UNKNOWN: VisitorLocation = { status: 'unknown' };

export function subscribeToVisitorLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function browserPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('unavailable'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      // A town is enough: no GPS fix, a position up to 10 minutes old will do.
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  });
}

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

/** Asks the browser where the visitor is, then our route for the postal code there. */
export async function locateFromBrowser(): Promise<VisitorLocation> {
  set({ status: 'locating' });
  let point: Coordinates;
  try {
    point = await browserPosition();
  } catch (error) {
    const denied = typeof error === 'object' && error !== null && 'code' in error && error.code === PERMISSION_DENIED;
    set(denied ? { status: 'denied' } : { status: 'unknown' });
    return visitorLocation();
  }
  try {
    const place = await apiJson(locationPath(point), { parse: readVisitorPlace });
    set({ status: 'known', place, source: 'browser' });
  } catch {
    set({ status: 'postal-code-missing', point });
  }
  return visitorLocation();
}

/** A postal code the visitor typed, geocoded by our route: kept when found. */
export async function locateByPostalCode(country: VisitorCountry, typed: string): Promise<PostalCodeOutcome> {
  const postalCode = normalisePostalCode(country, typed);
  if (!postalCode) return { ok: false, problem: 'invalid' };
  try {
    const place = await apiJson(locationPath({ country, postalCode }), { parse: readVisitorPlace });
    set({ status: 'known', place, source: 'typed' });
    return { ok: true, place };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_zipcode') return { ok: false, problem: 'invalid' };
    if (error instanceof ApiError && error.status === 404) return { ok: false, problem: 'not-found' };
    return { ok: false, problem: 'failed' };
  }
}

/**
 * Where the browser already lets the site know the position (permission granted before), the
 * location is found without asking; a visitor never asked is not prompted on page load.
 */
export async function locateIfAllowed(): Promise<void> {
  if (visitorLocation().status !== 'unknown' || typeof navigator === 'undefined' || !navigator.permissions) return;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (visitorLocation().status !== 'unknown') return;
    if (permission.state === 'granted') await locateFromBrowser();
    else if (permission.state === 'denied') set({ status: 'denied' });
  } catch {
    // No Permissions API for geolocation (older Safari): wait for the visitor to ask.
  }
}

/** Forgets the location (the tests' clean slate, a visitor's "change location"). */
export function resetVisitorLocation(): void {
  current = undefined;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  for (const listener of listeners) listener();
}

/** The country whose postal codes a locale's visitors type. */
export function countryOfLocale(locale: string): VisitorCountry {
  if (locale === 'pt-BR') return 'BR';
  if (locale === 'es-AR') return 'AR';
  return 'US';
}
