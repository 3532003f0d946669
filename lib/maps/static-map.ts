import { z } from 'zod';

/**
 * A static map image request (spec: zoom, size default 708x390, centre, marker icon, roadmap by
 * default), as our own `/api/static-map` query. The maps client (lib/upstreams/maps) turns it into
 * the maps API's query and adds the key on the server only, so pages never carry it.
 */

export const STATIC_MAP_DEFAULT_SIZE = { width: 708, height: 390 } as const;

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

export const staticMapRequestSchema = z.object({
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  zoom: z.coerce.number().int().min(0).max(21).default(15),
  width: z.coerce.number().int().min(16).max(1280).default(STATIC_MAP_DEFAULT_SIZE.width),
  height: z.coerce.number().int().min(16).max(1280).default(STATIC_MAP_DEFAULT_SIZE.height),
  mapType: z.enum(['roadmap', 'satellite', 'terrain', 'hybrid']).default('roadmap'),
  /** An https image for the marker; the API's default pin without it. */
  markerIcon: z.url({ protocol: /^https$/ }).optional(),
});

export type StaticMapRequest = z.output<typeof staticMapRequestSchema>;

/** Our own image URL for a map, the `src` a page uses (no key in it). */
export function staticMapPath(request: Partial<StaticMapRequest> & { lat: number; lng: number }): string {
  const query = new URLSearchParams(
    Object.entries(request)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return `/api/static-map?${query}`;
}
