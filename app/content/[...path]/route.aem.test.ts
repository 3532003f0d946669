// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { GET } from './route';

const { PUBLISH } = vi.hoisted(() => ({ PUBLISH: 'https://aem.example.test' }));

vi.mock('@/lib/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof import('@/lib/env')>();
  return { env: { ...env, cms: { ...env.cms, source: 'aem' }, aem: { ...env.aem, publishUrl: PUBLISH, timeoutMs: 300 } } };
});

const get = (path: string) => {
  const segments = path.split('/');
  return GET(new Request(`http://localhost/content/${path}`), { params: Promise.resolve({ path: segments }) });
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"><script>alert(1)</script></svg>';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A Core Image's rendition, as the image servlet under its page serves it. */
const RENDITION = 'site/pt-br/campanhas/_jcr_content/root/container/image.coreimg.1280.png/1778000000000/soja.png';

describe('GET /content/... with CMS_SOURCE=aem', () => {
  it('serves the DAM file from the publish instance, cacheable, as the type it is', async () => {
    server.use(http.get(`${PUBLISH}/content/dam/site/logo.svg`, () => new HttpResponse(SVG, { headers: { 'content-type': 'image/svg+xml' } })));
    const response = await get('dam/site/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(SVG);
  });

  it('serves an image rendition from the publish instance at the same path, the same way', async () => {
    server.use(http.get(`${PUBLISH}/content/${RENDITION}`, () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })));
    const response = await get(RENDITION);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 for a path that is neither, without asking AEM', async () => {
    const asked: string[] = [];
    server.use(http.get(`${PUBLISH}/*`, ({ request }) => (asked.push(request.url), HttpResponse.json({ secret: true }))));
    for (const path of ['site/pt-br/campanhas.model.json', 'site/pt-br/_jcr_content/root/image.coreimg.jpeg/../../x.jpeg', 'site/pt-br/_jcr_content/root/text.html']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('answers 404 when AEM has no such file, 502 for what is not an image (or PDF) and when AEM fails, 504 when it is too slow', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => new HttpResponse(null, { status: 404 })));
    expect((await get('dam/site/gone.png')).status).toBe(404);
    expect((await get(RENDITION)).status).toBe(404);

    server.use(http.get(`${PUBLISH}/content/*`, () => HttpResponse.html('<p>AEM</p>')));
    expect((await get(RENDITION)).status).toBe(502);
    // A PDF is a DAM document, never an image rendition.
    server.use(http.get(`${PUBLISH}/content/*`, () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })));
    expect((await get('dam/site/bula.pdf')).status).toBe(200);
    expect((await get(RENDITION)).status).toBe(502);

    server.use(http.get(`${PUBLISH}/content/*`, () => new HttpResponse(null, { status: 500 })));
    const failed = await get(RENDITION);
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toContain(PUBLISH);
    expect((await get('dam/site/broken.png')).status).toBe(502);

    server.use(
      http.get(`${PUBLISH}/content/*`, async () => {
        await delay(2_000);
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
      }),
    );
    expect((await get(RENDITION)).status).toBe(504);
    expect((await get('dam/site/slow.png')).status).toBe(504);
  });
});
