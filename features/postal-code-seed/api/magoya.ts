import { apiJson } from '@/lib/api-client';
import {
  MAGOYA_KEY_HEADER,
  MAGOYA_KEY_ROUTE,
  MAGOYA_RECOMMENDATIONS_PATH,
  magoyaRecommendationSchema,
  magoyaWidgetConfigSchema,
  type MagoyaRecommendation,
  type MagoyaWidgetConfig,
} from '@/lib/postal-code-seed/contract';

let widgetConfig: Promise<MagoyaWidgetConfig> | undefined;

/** The widget's key, asked once per tab (spec §7: cached); asked again after a failure. */
function magoyaWidgetConfig(): Promise<MagoyaWidgetConfig> {
  widgetConfig ??= apiJson(MAGOYA_KEY_ROUTE, magoyaWidgetConfigSchema).catch((error: unknown) => {
    widgetConfig = undefined;
    throw error;
  });
  return widgetConfig;
}

/**
 * The corn hybrids Magoya's widget API recommends around a point (`[longitude, latitude]`), asked
 * with the widget's key. Rendered by the widget itself: no third-party script runs in the page.
 */
export async function recommendationAt([longitude, latitude]: readonly [number, number]): Promise<MagoyaRecommendation> {
  const { apiKey, widgetUrl } = await magoyaWidgetConfig();
  const query = new URLSearchParams({ lat: String(latitude), lng: String(longitude) });
  const response = await fetch(`${widgetUrl.replace(/\/+$/, '')}${MAGOYA_RECOMMENDATIONS_PATH}?${query}`, { headers: { accept: 'application/json', [MAGOYA_KEY_HEADER]: apiKey } });
  if (!response.ok) throw new Error(`Server responded with status code: ${response.status}`);
  return magoyaRecommendationSchema.parse(await response.json());
}
