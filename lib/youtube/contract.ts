import { z } from 'zod';

/**
 * What `/api/youtube/*` answers (spec §3: "Video: id, title, publishedAt, description, thumbnails,
 * duration"), shared by the routes and the blocks.
 */

/** Spec §5: the weather player's regions, in the select's order. */
export const weatherRegions = ['Sul', 'Sudeste', 'Centro-Oeste', 'Mapitoba', 'Nordeste', 'Norte'] as const;
export type WeatherRegion = (typeof weatherRegions)[number];
export const DEFAULT_REGION: WeatherRegion = 'Centro-Oeste';
/** Spec §5: the cookie the region is kept in. */
export const REGION_COOKIE = 'user-region';

/** Where the player's iframe comes from once the visitor presses play (the CSP's frame-src lists it). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** A playlist or video id as YouTube spells them: letters, digits, `-` and `_`. */
export const youtubeIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'must be a YouTube id');

/** The thumbnail sizes YouTube has, best first (a video has some of them). */
export const thumbnailSizes = ['maxres', 'standard', 'high', 'medium', 'default'] as const;
export type ThumbnailSize = (typeof thumbnailSizes)[number];

/**
 * Where the browser gets a video's thumbnail: our own route, which fetches YouTube's image on the
 * server, so a page asks nothing of YouTube before the visitor presses play (and the CSP's img-src
 * stays 'self').
 */
export const thumbnailPath = (videoId: string, size: ThumbnailSize) => `/api/youtube/thumbnail/${encodeURIComponent(videoId)}/${size}`;

export const videoSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  description: z.string(),
  /** Size name -> image URL (the best first: maxres, high, medium, …), each a `thumbnailPath`. */
  thumbnails: z.record(z.string(), z.string()),
  /** ISO 8601, as YouTube gives it (`PT4M13S`); empty when unknown. */
  duration: z.string(),
});

export const playlistAnswerSchema = z.object({ videos: z.array(videoSchema) });

export type Video = z.infer<typeof videoSchema>;
export type PlaylistAnswer = z.infer<typeof playlistAnswerSchema>;
