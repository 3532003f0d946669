import { apiJson } from '@/lib/api-client';
import { playlistAnswerSchema } from '@/lib/youtube/contract';

/** Spec §9: a gallery shows at most 10 videos. */
export const GALLERY_MAX = 10;

/** `GET /api/youtube/playlist-item/{playlistId}`: the playlist's videos, in its order. */
export const playlistQueryOptions = (playlistId: string) => ({
  queryKey: ['youtube-playlist', playlistId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiJson(`/api/youtube/playlist-item/${encodeURIComponent(playlistId)}`, playlistAnswerSchema, { signal }).then((answer) => answer.videos),
  // The route is cached 5 minutes in the browser; a playlist changes a few times a day.
  staleTime: 5 * 60_000,
  // The error card offers the retry: the visitor decides, instead of waiting through silent ones.
  retry: false,
});
