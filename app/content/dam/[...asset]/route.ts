import { env } from '@/lib/env';
import { jsonError } from '@/lib/http/responses';
import { damAssetPath, fetchDamAsset } from '@/lib/upstreams/aem/assets';
import { upstreamErrorResponse } from '@/lib/upstreams/http';

/** A DAM file changes rarely and keeps its path: browsers keep it an hour, the CDN a day. */
const CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800';

/**
 * `GET /content/dam/...`: an image or document of AEM's DAM, served by this site at the path AEM
 * gives it, so pages from AEM show their images (CMS_SOURCE=aem; 404 otherwise). 404 for a path
 * that is not a DAM path or that AEM does not have, 502/504 when AEM fails, and only pictures and
 * PDFs: an SVG or PDF from the DAM runs no script from our origin (next.config.ts gives these paths
 * `cmsAssetHeaders`' policy).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ asset: string[] }> }) {
  const path = damAssetPath((await params).asset);
  if (env.cms.source !== 'aem' || !env.aem.publishUrl || !path) return jsonError(404, 'not_found', 'There is no such file.');
  try {
    const asset = await fetchDamAsset(path, { publishUrl: env.aem.publishUrl, timeoutMs: env.aem.timeoutMs });
    if (!asset) return jsonError(404, 'not_found', 'There is no such file.');
    return new Response(asset.bytes, {
      headers: {
        'content-type': asset.contentType,
        'cache-control': CACHE,
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
