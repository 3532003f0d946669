// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { GET } from './route';

const { PUBLISH } = vi.hoisted(() => ({ PUBLISH: 'https://aem.example.test' }));

vi.mock('@/lib/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof import('@/lib/env')>();
  return { env: { ...env, cms: { ...env.cms, source: 'aem' }, aem: { ...env.aem, publishUrl: PUBLISH, timeoutMs: 500 } } };
});

const get = (...asset: string[]) => GET(new Request(`http://localhost/content/dam/${asset.join('/')}`), { params: Promise.resolve({ asset }) });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"><script>alert(1)</script></svg>';

describe('GET /content/dam/... with CMS_SOURCE=aem', () => {
  it('serves the DAM file from the publish instance, cacheable, as the type it is', async () => {
    server.use(http.get(`${PUBLISH}/content/dam/site/logo.svg`, () => new HttpResponse(SVG, { headers: { 'content-type': 'image/svg+xml' } })));
    const response = await get('site', 'logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(SVG);
  });

  it('answers 404 when AEM has no such file, and 502 when AEM fails', async () => {
    server.use(http.get(`${PUBLISH}/content/dam/site/gone.png`, () => new HttpResponse(null, { status: 404 })));
    expect((await get('site', 'gone.png')).status).toBe(404);
    server.use(http.get(`${PUBLISH}/content/dam/site/broken.png`, () => new HttpResponse(null, { status: 500 })));
    const failed = await get('site', 'broken.png');
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toContain(PUBLISH);
  });
});
