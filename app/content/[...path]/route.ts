import { env } from '@/lib/env';
import { jsonError } from '@/lib/http/responses';
import { contentAsset, fetchContentAsset } from '@/lib/upstreams/aem/assets';
import { upstreamErrorResponse } from '@/lib/upstreams/http';

/**
 * A DAM file or an image rendition changes rarely and keeps its path (a rendition's path carries
 * the image's modification time): browsers keep it an hour, the CDN a day.
 */
const CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800';

/**
 * `GET /content/...`: what pages from AEM show, served by this site at the path AEM gives it
 * (CMS_SOURCE=aem; 404 otherwise): a file of AEM's DAM (`/content/dam/...`: pictures and PDFs) or
 * a Core Image's rendition from AEM's Adaptive Image Servlet
 * (`/content/<site>/<page>/_jcr_content/.../image.coreimg.<width>.jpeg/<modified>/<name>.jpeg`:
 * pictures only). 404 for any other path under /content (lib/upstreams/aem/assets.ts says which)
 * or one AEM does not have, 502/504 when AEM fails. An SVG or PDF from AEM runs no script from our
 * origin: next.config.ts gives these paths `cmsAssetHeaders`' policy. No locale's page path
 * starts with /content, and the proxy leaves these paths alone.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const asset = contentAsset((await params).path);
  if (env.cms.source !== 'aem' || !env.aem.publishUrl || !asset) return jsonError(404, 'not_found', 'There is no such file.');
  try {
    const file = await fetchContentAsset(asset, { publishUrl: env.aem.publishUrl, timeoutMs: env.aem.timeoutMs });
    if (!file) return jsonError(404, 'not_found', 'There is no such file.');
    return new Response(file.bytes, {
      headers: {
        'content-type': file.contentType,
        'cache-control': CACHE,
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
