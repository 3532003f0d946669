import { z } from 'zod';
import type { StaticMapRequest } from '@/lib/maps/static-map';

/**
 * Google's Static Maps API (or a compatible one), as this site calls it: `GET {url}?center&zoom&
 * size&scale&maptype&markers&key`, answering an image. The client builds the query here, the sandbox
 * parses it with the same schema.
 */

/** The API serves at most 640 px per side at scale 1: bigger images are asked at scale 2 over half the size. */
const MAX_SIDE_AT_SCALE_1 = 640;

export const staticMapQuerySchema = z.object({
  center: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/),
  zoom: z.coerce.number().int().min(0).max(21),
  size: z.string().regex(/^\d{1,4}x\d{1,4}$/),
  scale: z.enum(['1', '2']).default('1'),
  maptype: z.enum(['roadmap', 'satellite', 'terrain', 'hybrid']).default('roadmap'),
  /** `lat,lng`, or `icon:{https url}|lat,lng`. */
  markers: z.string().optional(),
  key: z.string(),
});

export type StaticMapQuery = z.input<typeof staticMapQuerySchema>;

/** The API query for a map request, with the key (server side only). */
export function staticMapQuery(request: StaticMapRequest, key: string): StaticMapQuery {
  const center = `${request.lat},${request.lng}`;
  // The image comes back at the size the page shows.
  const scale = request.width > MAX_SIDE_AT_SCALE_1 || request.height > MAX_SIDE_AT_SCALE_1 ? 2 : 1;
  return {
    center,
    zoom: request.zoom,
    size: `${Math.round(request.width / scale)}x${Math.round(request.height / scale)}`,
    scale: scale === 2 ? '2' : '1',
    maptype: request.mapType,
    markers: request.markerIcon ? `icon:${request.markerIcon}|${center}` : center,
    key,
  };
}

/** The API URL of a query. */
export function staticMapUrl(baseUrl: string, query: StaticMapQuery): string {
  return `${baseUrl}?${new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])))}`;
}
