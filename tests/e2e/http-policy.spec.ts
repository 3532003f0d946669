import http from 'node:http';
import { baseURL } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/**
 * What the production server (server.mjs) refuses before Next sees it, on the real server: methods
 * an address does not serve, unknown API addresses, bodies over a route's limit. Every refusal is
 * JSON with a message and the security headers.
 */

test('a method an address does not serve answers 405 with Allow and a JSON message, TRACE included', async ({ request }) => {
  const cases: [string, string, string][] = [
    ['TRACE', '/api/marketo-form-submit', 'OPTIONS, POST'],
    ['GET', '/api/marketo-form-submit', 'OPTIONS, POST'],
    ['DELETE', '/api/static-map', 'GET, HEAD, OPTIONS'],
    ['TRACE', '/pt-BR/campanhas', 'GET, HEAD'],
    ['POST', '/pt-BR/campanhas', 'GET, HEAD'],
    ['PUT', '/sitemap.xml', 'GET, HEAD'],
  ];
  for (const [method, path, allow] of cases) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()['allow'], `${method} ${path}`).toBe(allow);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(await response.json()).toEqual({ error: 'method_not_allowed', message: `This address answers ${allow} only.` });
  }
});

test('an API address no route serves answers a JSON 404, whatever the method', async ({ request }) => {
  for (const method of ['GET', 'POST', 'DELETE']) {
    const response = await request.fetch('/api/no-such-route/x', { method });
    expect(response.status(), method).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'No API route answers at this address.' });
  }
});

/** POSTs an endless chunked body; resolves with the answer and how much had been sent when it came. */
function endlessUpload(path: string): Promise<{ status: number; body: string; sentMb: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 32);
    const upload = http.request(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => resolve({ status: response.statusCode!, body, sentMb: sent / 1024 / 1024 }));
    });
    // Once it has answered, the server drops the connection (Node does for a body it did not read).
    upload.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      // 100 MB at most: the answer must come long before.
      while (!answered && sent < 100 * 1024 * 1024) {
        sent += chunk.length;
        if (!upload.write(chunk)) return void upload.once('drain', write);
      }
      upload.end();
    };
    write();
  });
}

test('a body of no declared length is refused at the route limit, while it streams', async () => {
  const { status, body, sentMb } = await endlessUpload('/api/marketo-form-submit');
  expect(status).toBe(413);
  expect(JSON.parse(body)).toEqual({ error: 'payload_too_large', message: 'The body must be at most 16384 bytes.' });
  // What was sent is what the sockets buffered on the way, not the 100 MB the client had.
  expect(sentMb).toBeLessThan(50);
});

test('a declared body larger than any route takes is refused before a route reads it', async ({ request }) => {
  const response = await request.post('/api/marketo-custom-object', { data: 'x'.repeat(300 * 1024), headers: { 'content-type': 'application/json' } });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: 'payload_too_large', message: 'The body must be at most 262144 bytes.' });
});

test('a page of another site can neither post a lead nor sign anyone out', async ({ request }) => {
  const lead = { munchkinId: '284-TRL-731', formId: 1003, input: [{ leadFormFields: { Email: 'ada@example.com' } }] };
  const crossSite = await request.post('/api/marketo-form-submit', { data: lead, headers: { origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ error: 'cross_site_request', message: 'Requests from other sites are not accepted.' });
  // What an HTML form or a no-cors fetch of another site can send without a preflight.
  const plainText = await request.post('/api/marketo-form-submit', { data: JSON.stringify(lead), headers: { 'content-type': 'text/plain' } });
  expect(plainText.status()).toBe(415);
  const logout = await request.post('/api/auth/logout', { form: { redirectUrl: '/pt-BR' }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(logout.status()).toBe(403);
});
