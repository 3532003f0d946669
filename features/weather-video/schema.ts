import { z } from 'zod';
import { youtubeIdSchema } from '@/lib/youtube/contract';
import { weatherRegions, type WeatherRegion } from '@/lib/youtube/constants';

/** Props of `weather-video-player`: the playlist of every region (spec §5), and an optional heading. */
export const weatherVideoPlayerSchema = z.object({
  heading: z.string().trim().min(1).optional(),
  playlists: z.object(Object.fromEntries(weatherRegions.map((region) => [region, youtubeIdSchema])) as Record<WeatherRegion, typeof youtubeIdSchema>),
});

/** Props of `video-gallery`: one playlist, of which the first 10 videos show (spec §9). */
export const videoGallerySchema = z.object({
  heading: z.string().trim().min(1).optional(),
  playlistId: youtubeIdSchema,
});

export type WeatherVideoPlayerProps = z.output<typeof weatherVideoPlayerSchema>;
export type VideoGalleryProps = z.output<typeof videoGallerySchema>;
