import { z } from 'zod';
import { invalidRequest } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { fetchThumbnail } from '@/lib/upstreams/youtube/client';
import { youtubeIdSchema } from '@/lib/youtube/contract';
import { thumbnailSizes } from '@/lib/youtube/constants';

/** A video's thumbnail hardly changes: browsers and the CDN may keep it a day. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Whatever the image is, it is only an image: no script of an SVG runs, nothing is sniffed. */
const IMAGE_ONLY = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'x-content-type-options': 'nosniff' };

const paramsSchema = z.object({ id: youtubeIdSchema, size: z.enum(thumbnailSizes) });

type Params = { params: Promise<{ id: string; size: string }> };

/**
 * `GET /api/youtube/thumbnail/{videoId}/{size}`: the video's thumbnail, fetched from YouTube's
 * thumbnail host on the server, so the pages that show it ask nothing of YouTube before the
 * visitor presses play. 400 for a malformed id or size, 404 when YouTube has no such image,
 * 502/504 when it fails.
 */
export async function GET(_request: Request, { params }: Params) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return invalidRequest(parsed.error);
  try {
    const image = await fetchThumbnail(parsed.data.id, parsed.data.size);
    return new Response(image.bytes, { headers: { 'content-type': image.contentType, 'cache-control': CACHE, ...IMAGE_ONLY } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
