import { z } from 'zod';
import type { ThumbnailSize } from '@/lib/youtube/constants';

/**
 * The YouTube Data API v3, as this site calls it (only the fields we read):
 * `GET {YOUTUBE_API_URL}/playlistItems?part=snippet&playlistId={id}&maxResults=50&key={key}` and
 * `GET {YOUTUBE_API_URL}/videos?part=snippet,contentDetails&id={id,id,…}&key={key}`. A playlist
 * item carries no duration, so the client asks `videos` for the playlist's ids. The sandbox
 * answers the same shapes.
 */

export const PLAYLIST_ITEMS_PATH = '/playlistItems';

/**
 * The image file of each thumbnail size under `{YOUTUBE_THUMBNAIL_URL}/{videoId}/`, as YouTube
 * names them (`https://i.ytimg.com/vi/{id}/hqdefault.jpg`).
 */
export const THUMBNAIL_FILES: Record<ThumbnailSize, string> = {
  maxres: 'maxresdefault.jpg',
  standard: 'sddefault.jpg',
  high: 'hqdefault.jpg',
  medium: 'mqdefault.jpg',
  default: 'default.jpg',
};
export const VIDEOS_PATH = '/videos';
/** The API's page-size ceiling; a regional playlist is far shorter. */
export const MAX_RESULTS = 50;

const thumbnailSchema = z.object({ url: z.string().min(1), width: z.number().int().positive().optional(), height: z.number().int().positive().optional() });

/** `default`, `medium`, `high`, `standard`, `maxres`: whichever the video has. */
export const thumbnailsSchema = z.record(z.string(), thumbnailSchema);

export const snippetSchema = z.object({
  publishedAt: z.iso.datetime({ offset: true }),
  title: z.string(),
  description: z.string(),
  thumbnails: thumbnailsSchema,
});

export const playlistItemSchema = z.object({
  id: z.string(),
  snippet: snippetSchema.extend({ resourceId: z.object({ kind: z.string(), videoId: z.string().min(1) }) }),
});

export const playlistItemsAnswerSchema = z.object({ items: z.array(playlistItemSchema) });

export const videoResourceSchema = z.object({
  id: z.string().min(1),
  snippet: snippetSchema,
  /** ISO 8601 duration, e.g. `PT4M13S`. */
  contentDetails: z.object({ duration: z.string() }),
});

export const videosAnswerSchema = z.object({ items: z.array(videoResourceSchema) });

export type Thumbnails = z.infer<typeof thumbnailsSchema>;
export type PlaylistItem = z.infer<typeof playlistItemSchema>;
export type PlaylistItemsAnswer = z.infer<typeof playlistItemsAnswerSchema>;
export type VideoResource = z.infer<typeof videoResourceSchema>;
export type VideosAnswer = z.infer<typeof videosAnswerSchema>;
