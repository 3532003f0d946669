import { z } from 'zod';

/**
 * What `/api/youtube/*` answers (spec §3: "Video: id, title, publishedAt, description, thumbnails,
 * duration"), shared by the routes and the blocks; the names without zod are in ./constants.ts.
 */

/** A playlist or video id as YouTube spells them: letters, digits, `-` and `_`. */
export const youtubeIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'must be a YouTube id');

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
