import { invalidRequest } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { getPlaylistVideos } from '@/lib/upstreams/youtube/client';
import { youtubeIdSchema, type PlaylistAnswer } from '@/lib/youtube/contract';

/** A regional playlist changes a few times a day and is the same for everyone: 5 minutes in browsers, 15 in shared caches. */
const CACHE = 'public, max-age=300, s-maxage=900';

type Params = { params: Promise<{ playlistId: string }> };

/**
 * `GET /api/youtube/playlist-item/{playlistId}` -> `PlaylistAnswer` (lib/youtube/contract.ts): the
 * playlist's videos in its order. 400 for a malformed id, 404 for a playlist YouTube does not
 * know, 502/504 when YouTube fails (never 500).
 */
export async function GET(_request: Request, { params }: Params) {
  const playlistId = youtubeIdSchema.safeParse((await params).playlistId);
  if (!playlistId.success) return invalidRequest(playlistId.error);
  try {
    const videos = await getPlaylistVideos(playlistId.data);
    return Response.json({ videos } satisfies PlaylistAnswer, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
