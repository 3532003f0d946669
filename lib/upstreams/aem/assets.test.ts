// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { contentAsset, fetchContentAsset, type ContentAsset } from './assets';

const PUBLISH = 'https://aem.example.test';
const settings = { publishUrl: `${PUBLISH}/`, timeoutMs: 300 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const segments = (path: string) => path.split('/');

/** A Core Image's rendition as AEM's image servlet serves it, under a page of the site. */
const RENDITION = 'wknd/us/en/home/_jcr_content/root/container/image.coreimg.1280.jpeg/1778000000000/soy field.jpeg';

describe('contentAsset', () => {
  it('is a DAM file, each segment encoded again', () => {
    expect(contentAsset(['dam', 'wknd', 'en', 'adventures', 'bali.jpg'])).toEqual({ kind: 'dam', path: '/content/dam/wknd/en/adventures/bali.jpg' });
    expect(contentAsset(segments('dam/site/soja colheita.jpg/_jcr_content/renditions/cq5dam.web.1280.1280.jpeg'))).toEqual({
      kind: 'dam',
      path: '/content/dam/site/soja%20colheita.jpg/_jcr_content/renditions/cq5dam.web.1280.1280.jpeg',
    });
  });

  it('is an image servlet rendition of a component on a page, in the forms Core Components write', () => {
    expect(contentAsset(segments(RENDITION))).toEqual({
      kind: 'image-servlet',
      path: '/content/wknd/us/en/home/_jcr_content/root/container/image.coreimg.1280.jpeg/1778000000000/soy%20field.jpeg',
    });
    for (const path of [
      // The original (no width), a quality and a width, no name after the modification time, no suffix at all.
      'site/pt-br/_jcr_content/root/image.coreimg.jpeg/1778000000000/x.jpeg',
      'site/pt-br/campanhas/_jcr_content/root/teaser.coreimg.82.640.png/1778000000000/x.png',
      'site/pt-br/campanhas/_jcr_content/root/image_copy.coreimg.640.webp/1778000000000.webp',
      'site/pt-br/campanhas/_jcr_content/root/image.coreimg.svg',
      // An experience fragment's image.
      'experience-fragments/site/pt-br/header/master/_jcr_content/root/image.coreimg.png/1778000000000/logo.png',
    ]) {
      expect(contentAsset(segments(path))?.kind, path).toBe('image-servlet');
    }
  });

  it.each([
    ['no segment', []],
    ['the DAM folder itself', ['dam']],
    ['a dot-dot segment', ['dam', '..', 'etc', 'passwd']],
    ['a dot segment', ['dam', 'site', '.', 'x.png']],
    ['an empty segment', ['dam', 'site', '']],
    ['an encoded slash (decoded into a segment)', ['dam', 'a/b.png']],
    ['an encoded backslash', ['dam', 'a\\b.png']],
    ['a control character', ['dam', 'x\u0000.png']],
    ['dot-dot inside a rendition path', segments('site/pt-br/_jcr_content/root/../image.coreimg.jpeg/1/x.jpeg')],
    ['a control character inside a rendition path', segments('site/pt-br/_jcr_content/root/image.coreimg.jpeg/1/x\u001f.jpeg')],
    ['a page', ['site', 'pt-br', 'campanhas.html']],
    ['a page model', ['site', 'pt-br', 'campanhas.model.json']],
    ['a component that is not the image servlet', segments('site/pt-br/_jcr_content/root/text.model.json')],
    ['another selector of the component', segments('site/pt-br/_jcr_content/root/image.img.jpeg/1/x.jpeg')],
    ['the servlet not under a page', segments('site/pt-br/image.coreimg.jpeg/1/x.jpeg')],
    ['the servlet on the site folder itself', segments('_jcr_content/image.coreimg.jpeg')],
    ['a non-image extension', segments('site/pt-br/_jcr_content/root/image.coreimg.html')],
    ['a suffix that is not a modification time', segments('site/pt-br/_jcr_content/root/image.coreimg.jpeg/etc/passwd')],
    ['a suffix too long', segments('site/pt-br/_jcr_content/root/image.coreimg.jpeg/1/x/y.jpeg')],
    ['too deep a path', Array.from({ length: 40 }, () => 'a')],
  ] as [string, string[]][])('refuses %s', (_case, path) => {
    expect(contentAsset(path)).toBeNull();
  });
});

describe('fetchContentAsset', () => {
  const dam: ContentAsset = { kind: 'dam', path: '/content/dam/site/soja%20colheita.png' };
  const rendition: ContentAsset = { kind: 'image-servlet', path: '/content/site/pt-br/_jcr_content/root/image.coreimg.640.png/1778000000000/x.png' };

  it('fetches the file from the publish instance, with its content type', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${PUBLISH}/content/*`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
      }),
    );
    const asset = await fetchContentAsset(dam, settings);
    expect(asset?.contentType).toBe('image/png');
    expect(new Uint8Array(asset!.bytes)).toEqual(PNG);
    expect((await fetchContentAsset(rendition, settings))?.contentType).toBe('image/png');
    expect(asked).toEqual([dam.path, rendition.path]);
  });

  it('answers null when AEM has no such file', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => new HttpResponse(null, { status: 404 })));
    expect(await fetchContentAsset(dam, settings)).toBeNull();
    expect(await fetchContentAsset(rendition, settings)).toBeNull();
  });

  it('refuses what is not a picture or a PDF (an HTML page AEM answers at that path)', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => HttpResponse.html('<script>alert(1)</script>')));
    await expect(fetchContentAsset(dam, settings)).rejects.toMatchObject({ failure: 'malformed' });
  });

  it('serves a PDF from the DAM, but only pictures from the image servlet', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })));
    expect((await fetchContentAsset(dam, settings))?.contentType).toBe('application/pdf');
    await expect(fetchContentAsset(rendition, settings)).rejects.toMatchObject({ failure: 'malformed' });
  });

  it('fails with a timeout when AEM does not answer in time', async () => {
    server.use(
      http.get(`${PUBLISH}/content/*`, async () => {
        await delay(2_000);
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
      }),
    );
    await expect(fetchContentAsset(rendition, settings)).rejects.toMatchObject({ failure: 'timeout' });
  });
});
