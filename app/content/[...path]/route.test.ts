// @vitest-environment node
import { GET } from './route';

const get = (...path: string[]) => GET(new Request(`http://localhost/content/${path.join('/')}`), { params: Promise.resolve({ path }) });

describe('GET /content/...', () => {
  it('answers 404 when the content does not come from AEM (CMS_SOURCE=files): there is nothing of AEM to serve', async () => {
    for (const path of ['dam/site/soja.png', 'site/pt-br/_jcr_content/root/image.coreimg.640.png/1778000000000/soja.png']) {
      const response = await get(...path.split('/'));
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers 404 for a path that is neither a DAM file nor an image rendition', async () => {
    expect((await get('dam', '..', 'secret.png')).status).toBe(404);
    expect((await get('site', 'pt-br', 'campanhas.model.json')).status).toBe(404);
  });
});
