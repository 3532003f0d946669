/**
 * Our own image URL for a static map (`/api/static-map`, which adds the maps key on the server), the
 * `src` a page uses. No zod here: browser islands (the contact finder's map, the voucher form's
 * distributor map) build these, and the request schema stays with the route (./static-map.ts).
 */

export const STATIC_MAP_DEFAULT_SIZE = { width: 708, height: 390 } as const;

export const staticMapTypes = ['roadmap', 'satellite', 'terrain', 'hybrid'] as const;

export interface StaticMapQuery {
  lat: number;
  lng: number;
  zoom?: number;
  width?: number;
  height?: number;
  mapType?: (typeof staticMapTypes)[number];
  /** An https image for the marker; the API's default pin without it. */
  markerIcon?: string;
}

export function staticMapPath(request: StaticMapQuery): string {
  const query = new URLSearchParams(
    Object.entries(request)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return `/api/static-map?${query}`;
}
