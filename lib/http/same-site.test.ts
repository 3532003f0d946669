// @vitest-environment node
import { crossSiteRefusal, nonJsonRefusal } from './same-site';

const ORIGINS = ['https://www.terralis.example', 'https://terralis.example'];
const post = (headers: Record<string, string>) => new Request('https://www.terralis.example/api/x', { method: 'POST', headers });

describe('writes from other sites', () => {
  it('are let through from the site itself, or from no browser page at all', () => {
    expect(crossSiteRefusal(post({ origin: 'https://www.terralis.example' }), ORIGINS)).toBeNull();
    expect(crossSiteRefusal(post({ origin: 'https://terralis.example' }), ORIGINS)).toBeNull();
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'same-origin' }), ORIGINS)).toBeNull();
    expect(crossSiteRefusal(post({}), ORIGINS)).toBeNull();
  });

  it('are refused 403 from any other origin, a look-alike or an opaque one', async () => {
    for (const origin of ['https://evil.example', 'https://www.terralis.example.evil.example', 'http://www.terralis.example', 'null']) {
      const refused = crossSiteRefusal(post({ origin }), ORIGINS);
      expect(refused?.status, origin).toBe(403);
      expect(await refused?.json()).toEqual({ error: 'cross_site_request', message: 'Requests from other sites are not accepted.' });
    }
  });

  it('are refused when only Sec-Fetch-Site says they came from another site', () => {
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'cross-site' }), ORIGINS)?.status).toBe(403);
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'same-site' }), ORIGINS)?.status).toBe(403);
  });
});

describe('JSON APIs', () => {
  it('take application/json, with or without a charset', () => {
    expect(nonJsonRefusal(post({ 'content-type': 'application/json' }))).toBeNull();
    expect(nonJsonRefusal(post({ 'content-type': 'Application/JSON; charset=utf-8' }))).toBeNull();
  });

  it('refuse 415 what a page of another site can send without asking', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect(nonJsonRefusal(post({ 'content-type': type }))?.status, type).toBe(415);
    }
    expect(nonJsonRefusal(post({}))?.status).toBe(415);
  });
});
