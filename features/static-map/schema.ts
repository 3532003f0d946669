import { z } from 'zod';
import { staticMapRequestSchema } from '@/lib/maps/static-map';

/** Props of the `static-map` block: a place on a static map image. */
export const staticMapBlockSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  zoom: staticMapRequestSchema.shape.zoom,
  markerIcon: staticMapRequestSchema.shape.markerIcon,
  /** What the map shows, for people who cannot see it ("Terralis office in Rio Verde, GO"). */
  alt: z.string().trim().min(1),
  caption: z.string().trim().min(1).optional(),
});

export type StaticMapBlockProps = z.output<typeof staticMapBlockSchema>;
