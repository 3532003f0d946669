import { env } from '@/lib/env';
import { jsonError } from '@/lib/http/responses';
import type { MagoyaWidgetConfig } from '@/lib/postal-code-seed/contract';
import { browserUrl } from '@/lib/sandbox/hook';

/**
 * `GET /api/magoya-widget-api-key` (spec §7, "cached"): the recommendation widget's key, from the
 * server's configuration, and the widget API the browser calls with it (the sandbox's is
 * `/sandbox/magoya/v1` on this site). The key is a widget key, public by design: kept a day by
 * browsers and the CDN. 502 when none is configured.
 */
export function GET() {
  const { widgetUrl, apiKey } = env.magoya;
  if (!widgetUrl || !apiKey) return jsonError(502, 'upstream_error', 'No recommendation widget is configured.');
  // Relative for the sandbox: the browser reaches it on this site's own origin.
  const answer: MagoyaWidgetConfig = { apiKey, widgetUrl: browserUrl(new URL(widgetUrl), '') };
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=86400, s-maxage=86400' } });
}
