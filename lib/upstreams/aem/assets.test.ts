// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { damAssetPath, fetchDamAsset } from './assets';

const PUBLISH = 'https://aem.example.test';
const settings = { publishUrl: `${PUBLISH}/`, timeoutMs: 300 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('damAssetPath', () => {
  it('is the DAM path of the segments, each encoded again', () => {
    expect(damAssetPath(['wknd', 'en', 'adventures', 'bali.jpg'])).toBe('/content/dam/wknd/en/adventures/bali.jpg');
    expect(damAssetPath(['site', 'soja colheita.jpg', '_jcr_content', 'renditions', 'cq5dam.web.1280.1280.jpeg'])).toBe(
      '/content/dam/site/soja%20colheita.jpg/_jcr_content/renditions/cq5dam.web.1280.1280.jpeg',
    );
  });

  it.each([[[]], [['..', 'etc', 'passwd']], [['site', '.', 'x.png']], [['site', '']], [['a/b.png']], [['a\\b.png']], [['x\u0000.png']]])('refuses %j', (segments) => {
    expect(damAssetPath(segments)).toBeNull();
  });
});

describe('fetchDamAsset', () => {
  it('fetches the file from the publish instance, with its content type', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${PUBLISH}/content/dam/*`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
      }),
    );
    const asset = await fetchDamAsset('/content/dam/site/soja%20colheita.png', settings);
    expect(asked).toEqual(['/content/dam/site/soja%20colheita.png']);
    expect(asset?.contentType).toBe('image/png');
    expect(new Uint8Array(asset!.bytes)).toEqual(PNG);
  });

  it('answers null when AEM has no such file', async () => {
    server.use(http.get(`${PUBLISH}/content/dam/*`, () => new HttpResponse(null, { status: 404 })));
    expect(await fetchDamAsset('/content/dam/site/gone.png', settings)).toBeNull();
  });

  it('refuses what is not a picture or a PDF (an HTML page AEM answers at that path)', async () => {
    server.use(http.get(`${PUBLISH}/content/dam/*`, () => HttpResponse.html('<script>alert(1)</script>')));
    await expect(fetchDamAsset('/content/dam/site/x.png', settings)).rejects.toMatchObject({ failure: 'malformed' });
  });

  it('fails with a timeout when AEM does not answer in time', async () => {
    server.use(
      http.get(`${PUBLISH}/content/dam/*`, async () => {
        await delay(2_000);
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
      }),
    );
    await expect(fetchDamAsset('/content/dam/site/slow.png', settings)).rejects.toMatchObject({ failure: 'timeout' });
  });
});
