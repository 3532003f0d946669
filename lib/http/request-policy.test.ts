// @vitest-environment node
import { createRequestPolicy, parseAllow, rememberAllowedMethods } from './request-policy.mjs';

const routes: Record<string, string[]> = { '/api/marketo-form-submit': ['OPTIONS', 'POST'], '/api/static-map': ['GET', 'HEAD', 'OPTIONS'] };
const refusalOf = createRequestPolicy({ allowedMethods: async (pathname) => routes[pathname] ?? null });
const request = (method: string, url: string, headers: Record<string, string> = {}) => refusalOf({ method, url, headers });

describe('the request policy', () => {
  it('lets through what a path serves', async () => {
    expect(await request('POST', '/api/marketo-form-submit')).toBeNull();
    expect(await request('GET', '/api/static-map?lat=1')).toBeNull();
    expect(await request('GET', '/pt-BR/campanhas')).toBeNull();
    expect(await request('HEAD', '/images/hero.svg')).toBeNull();
  });

  it("answers 405 with the route's methods for a method it does not export", async () => {
    expect(await request('GET', '/api/marketo-form-submit')).toEqual({
      status: 405,
      error: 'method_not_allowed',
      message: 'This address answers OPTIONS, POST only.',
      headers: { allow: 'OPTIONS, POST' },
    });
    expect(await request('DELETE', '/api/static-map')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, OPTIONS' } });
  });

  it('answers 405 to TRACE and other methods Next does not know, on routes and pages alike', async () => {
    expect(await request('TRACE', '/api/marketo-form-submit')).toMatchObject({ status: 405, headers: { allow: 'OPTIONS, POST' } });
    expect(await request('PROPFIND', '/api/static-map')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, OPTIONS' } });
    expect(await request('TRACE', '/pt-BR')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });

  it('serves pages and files to readers only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(await request(method, '/pt-BR/campanhas')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
    }
  });

  it('leaves OPTIONS on routes, and paths it cannot learn about, to Next', async () => {
    expect(await request('OPTIONS', '/api/marketo-form-submit')).toBeNull();
    expect(await request('PATCH', '/api/unknown')).toBeNull();
  });

  it('refuses a declared body larger than any route takes', async () => {
    expect(await request('POST', '/api/marketo-form-submit', { 'content-length': String(256 * 1024 + 1) })).toMatchObject({
      status: 413,
      error: 'payload_too_large',
    });
    expect(await request('POST', '/api/marketo-form-submit', { 'content-length': String(256 * 1024) })).toBeNull();
    expect(await request('POST', '/sandbox/_control/faults', { 'content-length': String(512 * 1024) })).toBeNull();
  });

  it('answers 400 to an address that does not decode', async () => {
    expect(await request('GET', '/api/%E0%A4%A')).toMatchObject({ status: 400, error: 'bad_request' });
  });
});

describe('the allowed methods of a path', () => {
  it('are asked once per path, and again when they could not be told', async () => {
    const asked: string[] = [];
    const answers: Record<string, string[] | null> = { '/api/a': ['POST'], '/api/b': null };
    const allowed = rememberAllowedMethods(async (pathname) => {
      asked.push(pathname);
      return answers[pathname] ?? null;
    });
    expect(await allowed('/api/a')).toEqual(['POST']);
    expect(await allowed('/api/a')).toEqual(['POST']);
    expect(await allowed('/api/b')).toBeNull();
    expect(await allowed('/api/b')).toBeNull();
    expect(asked).toEqual(['/api/a', '/api/b', '/api/b']);
  });

  it('are remembered for a bounded number of paths', async () => {
    const asked: string[] = [];
    const allowed = rememberAllowedMethods(async (pathname) => (asked.push(pathname), ['GET']), { maxPaths: 2 });
    for (const pathname of ['/api/1', '/api/2', '/api/3', '/api/1']) await allowed(pathname);
    expect(asked).toEqual(['/api/1', '/api/2', '/api/3', '/api/1']);
  });

  it('are read from an Allow header', () => {
    expect(parseAllow('OPTIONS, post')).toEqual(['OPTIONS', 'POST']);
    expect(parseAllow('')).toBeNull();
    expect(parseAllow(undefined)).toBeNull();
  });
});
