import { z } from 'zod';
import { requestFile, UpstreamError, type UpstreamFile } from '../http';

/**
 * Files AEM publishes under `/content`, fetched from the publish instance for this site to serve
 * at the same path (app/content/[...path]). Pages from AEM then show their images with no AEM host
 * in the browser, no `remotePatterns` baked in at build, and next/image sizes them like any image
 * of the site. Two kinds of path, and nothing else under `/content`:
 *   dam            `/content/dam/...`: DAM files (images, their `_jcr_content/renditions`, PDFs)
 *   image-servlet  `/content/<site>/<page>/_jcr_content/<component>.coreimg[.<quality>][.<width>].<ext>[/<modified>[/<name>]]`:
 *                  the Adaptive Image Servlet's render of a Core Image or teaser (images only)
 */

/** Content types each kind may answer; anything else (HTML, JSON, an error page) is not served from our origin. */
const SERVED_TYPES = {
  dam: /^(?:image\/(?:avif|webp|png|jpeg|gif|svg\+xml)|application\/pdf)(?:;|$)/i,
  'image-servlet': /^image\/(?:avif|webp|png|jpeg|gif|svg\+xml)(?:;|$)/i,
} as const;

export type ContentAssetKind = keyof typeof SERVED_TYPES;

/** A file under `/content` this site serves: its kind and its path, encoded for the request to AEM. */
export interface ContentAsset {
  kind: ContentAssetKind;
  path: string;
}

/** Path segments as the router decodes them: no empty, dot or dot-dot segment, no separator or control character. */
const segmentsSchema = z
  .array(z.string().min(1).max(255).refine((segment) => segment !== '.' && segment !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(segment)))
  .min(1)
  .max(32);

/** A component's node name with the servlet's selectors (`coreimg`, then an optional quality and width) and an image extension. */
const IMAGE_SERVLET_CALL = /^[\w-]+\.coreimg(?:\.\d{1,5}){0,2}\.(?:jpe?g|png|gif|webp|avif|svg)$/;
/** The suffix's first segment: the image's last modification (epoch ms), with the extension when no name follows. */
const MODIFIED = /^\d{1,16}(?:\.[a-z]{3,4})?$/;

/** Whether `/content/<segments>` is an Adaptive Image Servlet URL of a component on a page. */
function isImageServletPath(segments: readonly string[]): boolean {
  // The component lives in its page's content (`_jcr_content`, as AEM's links mangle `jcr:content`); never in the DAM.
  const content = segments.indexOf('_jcr_content');
  if (segments[0] === 'dam' || content < 1) return false;
  const call = segments.findIndex((segment, index) => index > content && IMAGE_SERVLET_CALL.test(segment));
  if (call < 0) return false;
  const suffix = segments.slice(call + 1);
  return suffix.length <= 2 && (suffix.length === 0 || MODIFIED.test(suffix[0]!));
}

/** The file at `/content/<segments>` (segments as the router decodes them), or null when this site does not serve that path. */
export function contentAsset(segments: readonly string[]): ContentAsset | null {
  const parsed = segmentsSchema.safeParse(segments);
  if (!parsed.success) return null;
  const kind: ContentAssetKind | null =
    parsed.data[0] === 'dam' && parsed.data.length > 1 ? 'dam' : isImageServletPath(parsed.data) ? 'image-servlet' : null;
  return kind && { kind, path: `/content/${parsed.data.map(encodeURIComponent).join('/')}` };
}

export interface AssetSettings {
  publishUrl: string;
  timeoutMs: number;
}

/** The file from the publish instance; null when AEM has none at that path. */
export async function fetchContentAsset(asset: ContentAsset, settings: AssetSettings): Promise<UpstreamFile | null> {
  try {
    return await requestFile({
      service: 'aem',
      operation: asset.kind === 'dam' ? 'dam-asset' : 'image-rendition',
      url: `${settings.publishUrl.replace(/\/+$/, '')}${asset.path}`,
      contentType: SERVED_TYPES[asset.kind],
      timeoutMs: settings.timeoutMs,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'not_found') return null;
    throw error;
  }
}
