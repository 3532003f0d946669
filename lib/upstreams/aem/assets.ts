import { z } from 'zod';
import { requestFile, UpstreamError, type UpstreamFile } from '../http';

/**
 * Files of AEM's DAM (`/content/dam/...`: images, their `_jcr_content/renditions`, PDFs), fetched
 * from the publish instance for this site to serve at the same path (app/content/dam). Pages from
 * AEM then show their images with no AEM host in the browser, no `remotePatterns` baked in at build,
 * and next/image sizes them like any image of the site.
 */

/** What the DAM may answer: pictures and documents. Anything else (HTML, JSON) is not served from our origin. */
const SERVED_TYPES = /^(?:image\/(?:avif|webp|png|jpeg|gif|svg\+xml)|application\/pdf)(?:;|$)/i;

/** A DAM path's segments as the router decodes them: no empty, dot or dot-dot segment, no separator or control character. */
const damSegmentsSchema = z
  .array(z.string().min(1).max(255).refine((segment) => segment !== '.' && segment !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(segment)))
  .min(1)
  .max(32);

/** `/content/dam/<segments>`, each segment encoded again for the request to AEM; null when the segments are not a DAM path. */
export function damAssetPath(segments: readonly string[]): string | null {
  const parsed = damSegmentsSchema.safeParse(segments);
  return parsed.success ? `/content/dam/${parsed.data.map(encodeURIComponent).join('/')}` : null;
}

export interface DamSettings {
  publishUrl: string;
  timeoutMs: number;
}

/** The asset from the publish instance; null when AEM has none at that path. */
export async function fetchDamAsset(path: string, settings: DamSettings): Promise<UpstreamFile | null> {
  try {
    return await requestFile({
      service: 'aem',
      operation: 'dam-asset',
      url: `${settings.publishUrl.replace(/\/+$/, '')}${path}`,
      contentType: SERVED_TYPES,
      timeoutMs: settings.timeoutMs,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'not_found') return null;
    throw error;
  }
}
