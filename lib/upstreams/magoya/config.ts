import { z } from 'zod';
import { envSlice, requireVariables } from '@/lib/env-slice';

/** The key the sandbox's Magoya widget API accepts; useless anywhere else. */
export const sandboxMagoyaKey = 'sandbox-magoya-widget-key';

export interface MagoyaSettings {
  /** Magoya's widget API, called by the browser with the widget key. Null with the sandbox off and nothing configured: the widget shows its error. */
  widgetUrl: string | null;
  /** The widget's key: public by design (the browser sends it), served by `GET /api/magoya-widget-api-key`. */
  apiKey: string | null;
}

export const magoyaConfig = envSlice({
  variables: z.object({
    /** Magoya's widget API, e.g. https://widgets.magoya.example/v1 (also allow its origin in the CSP's connect-src). */
    MAGOYA_WIDGET_URL: z.url().optional(),
    /** The widget's API key. */
    MAGOYA_WIDGET_API_KEY: z.string().min(1).optional(),
  }),
  problems: ({ present }) => (present.MAGOYA_WIDGET_URL ? requireVariables(present, ['MAGOYA_WIDGET_API_KEY'], 'MAGOYA_WIDGET_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): MagoyaSettings => {
    if (values.MAGOYA_WIDGET_URL) return { widgetUrl: values.MAGOYA_WIDGET_URL, apiKey: values.MAGOYA_WIDGET_API_KEY ?? null };
    return sandbox ? { widgetUrl: sandboxUrl('/magoya/v1'), apiKey: sandboxMagoyaKey } : { widgetUrl: null, apiKey: null };
  },
});
