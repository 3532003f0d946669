// @vitest-environment node
import { GET } from './route';

const get = (...asset: string[]) => GET(new Request(`http://localhost/content/dam/${asset.join('/')}`), { params: Promise.resolve({ asset }) });

describe('GET /content/dam/...', () => {
  it('answers 404 when the content does not come from AEM (CMS_SOURCE=files): there is no DAM to serve', async () => {
    const response = await get('site', 'soja.png');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 404 for a path that is not a DAM path', async () => {
    expect((await get('..', 'secret.png')).status).toBe(404);
  });
});
