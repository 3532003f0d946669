import { apiJson } from '@/lib/api-client';
import type { PlaylistAnswer, Video } from '@/lib/youtube/contract';

/** Spec §9: a gallery shows at most 10 videos. */
export const GALLERY_MAX = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isVideo = (value: unknown): value is Video =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  value.id !== '' &&
  ['title', 'description', 'duration'].every((field) => typeof value[field] === 'string') &&
  typeof value.publishedAt === 'string' &&
  !Number.isNaN(Date.parse(value.publishedAt)) &&
  isRecord(value.thumbnails) &&
  Object.values(value.thumbnails).every((url) => typeof url === 'string');

/**
 * The route's `PlaylistAnswer`, checked without zod: its runtime would outweigh the player's whole
 * island, on a page whose first screen is this player (Lighthouse counted its start-up among the
 * page's longest tasks). The route built the answer from YouTube's, which it checked with zod.
 */
export const playlistAnswer = {
  parse(answer: unknown): PlaylistAnswer {
    if (!isRecord(answer) || !Array.isArray(answer.videos) || !answer.videos.every(isVideo)) throw new Error('Unexpected answer');
    return { videos: answer.videos };
  },
};

/** `GET /api/youtube/playlist-item/{playlistId}`: the playlist's videos, in its order. */
export const playlistQueryOptions = (playlistId: string) => ({
  queryKey: ['youtube-playlist', playlistId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiJson(`/api/youtube/playlist-item/${encodeURIComponent(playlistId)}`, playlistAnswer, { signal }).then((answer) => answer.videos),
  // The route is cached 5 minutes in the browser; a playlist changes a few times a day.
  staleTime: 5 * 60_000,
  // The error card offers the retry: the visitor decides, instead of waiting through silent ones.
  retry: false,
});
