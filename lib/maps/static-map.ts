import { z } from 'zod';
import { STATIC_MAP_DEFAULT_SIZE, staticMapTypes } from './static-map-path';

/**
 * A static map image request (spec: zoom, size default 708x390, centre, marker icon, roadmap by
 * default), as our own `/api/static-map` query, which pages build with ./static-map-path.ts. The
 * maps client (lib/upstreams/maps) turns it into the maps API's query and adds the key on the
 * server only, so pages never carry it.
 */

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

export const staticMapRequestSchema = z.object({
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  zoom: z.coerce.number().int().min(0).max(21).default(15),
  width: z.coerce.number().int().min(16).max(1280).default(STATIC_MAP_DEFAULT_SIZE.width),
  height: z.coerce.number().int().min(16).max(1280).default(STATIC_MAP_DEFAULT_SIZE.height),
  mapType: z.enum(staticMapTypes).default('roadmap'),
  /** An https image for the marker; the API's default pin without it. */
  markerIcon: z.url({ protocol: /^https$/ }).optional(),
});

export type StaticMapRequest = z.output<typeof staticMapRequestSchema>;
