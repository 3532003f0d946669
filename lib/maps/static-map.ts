import { z } from 'zod';

/**
 * A static map image request (spec: zoom, size default 708x390, centre, marker icon, roadmap by
 * default), as our own `/api/static-map` query and as the maps API's URL. The key is added on the
 * server only, so pages never carry it.
 */

export const STATIC_MAP_DEFAULT_SIZE = { width: 708, height: 390 } as const;

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

export const staticMapRequestSchema = z.object({
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  zoom: z.coerce.number().int().min(0).max(21).default(15),
  /** The Static Maps API serves at most 640 per side at scale 1; 708x390 is asked at scale 2 over half the size. */
  width: z.coerce.number().int().min(16).max(1280).default(STATIC_MAP_DEFAULT_SIZE.width),
  height: z.coerce.number().int().min(16).max(1280).default(STATIC_MAP_DEFAULT_SIZE.height),
  mapType: z.enum(['roadmap', 'satellite', 'terrain', 'hybrid']).default('roadmap'),
  /** An https image for the marker; the API's default pin without it. */
  markerIcon: z.url({ protocol: /^https$/ }).optional(),
});

export type StaticMapRequest = z.output<typeof staticMapRequestSchema>;

/** The maps API URL for a request, with the key (server side only). */
export function staticMapUrl(baseUrl: string, key: string, request: StaticMapRequest): string {
  const center = `${request.lat},${request.lng}`;
  // Sizes above 640 are asked at scale 2: the image comes back at the size the page shows.
  const scale = request.width > 640 || request.height > 640 ? 2 : 1;
  const query = new URLSearchParams({
    center,
    zoom: String(request.zoom),
    size: `${Math.round(request.width / scale)}x${Math.round(request.height / scale)}`,
    scale: String(scale),
    maptype: request.mapType,
    markers: request.markerIcon ? `icon:${request.markerIcon}|${center}` : center,
    key,
  });
  return `${baseUrl}?${query}`;
}

/** Our own image URL for a map, the `src` a page uses (no key in it). */
export function staticMapPath(request: Partial<StaticMapRequest> & { lat: number; lng: number }): string {
  const query = new URLSearchParams(
    Object.entries(request)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return `/api/static-map?${query}`;
}
