import { invalidRequest, jsonError } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { getVideo } from '@/lib/upstreams/youtube/client';
import { youtubeIdSchema, type Video } from '@/lib/youtube/contract';

/** A published video's title and description rarely change: 10 minutes in browsers, an hour in shared caches. */
const CACHE = 'public, max-age=600, s-maxage=3600';

type Params = { params: Promise<{ id: string }> };

/**
 * `GET /api/youtube/single-video/{id}` -> `Video` (lib/youtube/contract.ts). 400 for a malformed
 * id, 404 for a video YouTube does not know (or keeps private), 502/504 when YouTube fails.
 */
export async function GET(_request: Request, { params }: Params) {
  const id = youtubeIdSchema.safeParse((await params).id);
  if (!id.success) return invalidRequest(id.error);
  try {
    const video = await getVideo(id.data);
    if (!video) return jsonError(404, 'not_found', 'No such video.');
    return Response.json(video satisfies Video, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
