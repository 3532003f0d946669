// @vitest-environment node
import { env } from '@/lib/env';
import { magoyaWidgetConfigSchema } from '@/lib/postal-code-seed/contract';
import { GET } from './route';

describe('GET /api/magoya-widget-api-key', () => {
  it("answers the widget's key and the sandbox's widget API on this site, cached a day", async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400');
    expect(magoyaWidgetConfigSchema.parse(await response.json())).toEqual({ apiKey: 'sandbox-magoya-widget-key', widgetUrl: '/sandbox/magoya/v1' });
  });

  it('answers a configured widget API as it is', async () => {
    const saved = { ...env.magoya };
    Object.assign(env.magoya, { widgetUrl: 'https://widgets.magoya.example/v1', apiKey: 'real-key' });
    try {
      expect(await GET().json()).toEqual({ apiKey: 'real-key', widgetUrl: 'https://widgets.magoya.example/v1' });
    } finally {
      Object.assign(env.magoya, saved);
    }
  });

  it('answers 502 when no widget is configured', async () => {
    const saved = { ...env.magoya };
    Object.assign(env.magoya, { widgetUrl: null, apiKey: null });
    try {
      const response = GET();
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: 'upstream_error' });
    } finally {
      Object.assign(env.magoya, saved);
    }
  });
});
