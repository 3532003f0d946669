// @vitest-environment node
// The response interception of server.mjs, on real sockets: a handler that writes the way Next
// does, with and without the compression middleware beneath.
import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { http as mswHttp, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security/headers.mjs';
import { createHtmlCache, type HtmlCache } from '@/lib/security/html-cache.mjs';
import { compressesItself, interceptHtml } from '@/lib/security/html-csp-interceptor.mjs';
import { server as msw } from '../setup/msw-server';

const DEFAULT_CSP = contentSecurityPolicy([]);
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
const servers: http.Server[] = [];

/** A server whose responses go through interceptHtml (over compression when asked), like server.mjs. */
async function serve(handler: Handler, { compress = false, cache = createHtmlCache() }: { compress?: boolean; cache?: HtmlCache } = {}) {
  const log = vi.fn();
  // compression is typed for Express; it only needs Node's request and response.
  const middleware = compression({
    filter: (req, res) => !compressesItself(res as unknown as ServerResponse) && compression.filter(req, res),
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const server = http.createServer((req, res) => {
    const run = () => {
      interceptHtml(req, res, { log, cache });
      mimicNextSetHeader(res);
      void handler(req, res);
    };
    if (compress) middleware(req, res, run);
    else run();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log, cache };
}

/** Next patches setHeader the same way (server/lib/patch-set-header.js): ignored once headersSent. */
function mimicNextSetHeader(res: ServerResponse) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (res.headersSent ? res : setHeader(name, value));
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function request(url: string, { method = 'GET', headers = {}, onFirstChunk }: { method?: string; headers?: OutgoingHttpHeaders; onFirstChunk?: () => void } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) onFirstChunk?.();
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const scriptHashesIn = (csp: string | string[] | undefined) => String(csp ?? '').match(/'sha256-[^']+'/g) ?? [];

beforeEach(() => {
  // The unit-test MSW server fails any request it does not handle: these go to our real server.
  msw.use(mswHttp.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve)))));
});

describe('interceptHtml', () => {
  const scripts = ['self.__next_f.push([0])', 'self.__next_f.push([1,"Olá"])', '$RC("B:0","S:0")'];
  const html = `<!DOCTYPE html><html><head><script>${scripts[0]}</script><script type="application/ld+json">{"a":1}</script></head>`
    + `<body><p>ação</p><script src="/_next/app.js" async></script><script>${scripts[1]}</script><script>${scripts[2]}</script></body></html>`;

  it('holds a streamed HTML response back until end, then sends it whole with its script hashes', async () => {
    let ended = false;
    let respondedBeforeEnd = false;
    const bytes = Buffer.from(html);
    // Chunk boundaries inside a script, the second one inside the two bytes of "á".
    const cut1 = Buffer.byteLength(html.slice(0, html.indexOf('Olá') + 2));
    const cut2 = cut1 + 1;
    const { url, log } = await serve(async (_req, res) => {
      res.setHeader('Content-Security-Policy', DEFAULT_CSP); // what next.config headers() sets
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.flushHeaders(); // Next does this before the first chunk of a streamed render
      res.write(bytes.subarray(0, cut1).toString('utf8'), 'utf8');
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.write(new Uint8Array(bytes.subarray(cut1, cut2)));
      res.write(bytes.subarray(cut2).toString('base64'), 'base64');
      res.setHeader('X-Late', 'ignored, as it would be once the headers went out');
      ended = true;
      res.end();
    });
    const reply = await request(url, { onFirstChunk: () => (respondedBeforeEnd = !ended) });

    expect(respondedBeforeEnd).toBe(false);
    expect(reply.body.toString()).toBe(html);
    expect(reply.headers['content-length']).toBe(String(bytes.length));
    expect(scriptHashesIn(reply.headers['content-security-policy'])).toEqual(scripts.map(hashOf));
    expect(reply.headers['content-security-policy']).toContain("object-src 'none'");
    expect(reply.headers['x-late']).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it('handles writeHead with the HTML headers followed by end(body)', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '1', 'Content-Security-Policy': DEFAULT_CSP });
      res.end(html);
    });
    const reply = await request(url);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe(html);
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(scriptHashesIn(reply.headers['content-security-policy'])).toEqual(scripts.map(hashOf));
  });

  it('lets a per-request page with its nonce stream untouched, its CSP and chunks as Next sent them', async () => {
    const nonceCsp = contentSecurityPolicy([], { nonce: 'dpOOux7DgJ2CeqR3vjvN5A==' });
    let streamed = false;
    let firstChunkArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (firstChunkArrived = resolve));
    const { url, cache } = await serve(async (_req, res) => {
      res.setHeader('Content-Security-Policy', nonceCsp); // what proxy.ts sets on a page with access rules
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.flushHeaders();
      res.write('<!DOCTYPE html><html><body><h1>Área logada</h1><script nonce="dpOOux7DgJ2CeqR3vjvN5A==">$RC("B:0","S:0")</script>');
      // The shell reaches the browser while the slow block is still being rendered.
      streamed = await Promise.race([arrived.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 2000))]);
      res.end('<div hidden id="S:0">cards</div></body></html>');
    });
    const reply = await request(url, { onFirstChunk: () => firstChunkArrived() });
    expect(streamed).toBe(true);
    expect(reply.headers['content-security-policy']).toBe(nonceCsp);
    expect(reply.headers['transfer-encoding']).toBe('chunked');
    expect(reply.body.toString()).toContain('<div hidden id="S:0">cards</div>');
    expect(cache.size).toBe(0);
  });

  it('leaves a non-HTML response alone and streaming', async () => {
    let streamed = false;
    let firstChunkArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (firstChunkArrived = resolve));
    const { url } = await serve(async (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Security-Policy', DEFAULT_CSP);
      res.write('{"items":[');
      // The client must get the first chunk while the response is still open.
      streamed = await Promise.race([arrived.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 2000))]);
      res.end('"<script>x()</script>"]}');
    });
    const reply = await request(url, { onFirstChunk: () => firstChunkArrived() });
    expect(streamed).toBe(true);
    expect(reply.body.toString()).toBe('{"items":["<script>x()</script>"]}');
    expect(reply.headers['content-security-policy']).toBe(DEFAULT_CSP);
    expect(reply.headers['transfer-encoding']).toBe('chunked');
  });

  it('answers HEAD with the length Next announced and a CSP', async () => {
    const { url } = await serve((req, res) => {
      // As Next's sendRenderResult: length of the page, no body for HEAD.
      res.setHeader('Content-Security-Policy', DEFAULT_CSP);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(html));
      if (req.method === 'HEAD') res.end(null);
      else res.end(html);
    });
    const reply = await request(url, { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBe(0);
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(reply.headers['content-security-policy']).toBe(DEFAULT_CSP);
  });

  it('sends no CSP on a 304, which would replace the cached page’s hashes in the browser', async () => {
    const { url } = await serve((_req, res) => {
      res.setHeader('Content-Security-Policy', DEFAULT_CSP);
      res.setHeader('ETag', '"abc"');
      res.statusCode = 304;
      res.end();
    });
    const reply = await request(url, { headers: { 'if-none-match': '"abc"' } });
    expect(reply.status).toBe(304);
    expect(reply.headers.etag).toBe('"abc"');
    expect(reply.headers['content-security-policy']).toBeUndefined();
  });

  it('hashes the plain HTML beneath compression, and the client gets it gzipped', async () => {
    const big = html.replace('<p>ação</p>', `<p>${'ação '.repeat(500)}</p>`); // over compression's 1 kB threshold
    const { url } = await serve(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.flushHeaders();
        res.write(big.slice(0, 300));
        res.end(big.slice(300));
      },
      { compress: true },
    );
    const reply = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(big);
    expect(scriptHashesIn(reply.headers['content-security-policy'])).toEqual(scripts.map(hashOf));

    const plain = await request(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
  });

  it('upgrades insecure requests only for pages requested over https', async () => {
    const { url } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(html);
    });
    const https = await request(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
    const plain = await request(url);
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('falls back to the default CSP and logs when the HTML cannot be read', async () => {
    const { url, log } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Content-Encoding', 'x-unknown');
      res.end(html);
    });
    const reply = await request(url);
    expect(reply.body.toString()).toBe(html);
    expect(reply.headers['content-security-policy']).toBe(DEFAULT_CSP);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', event: 'csp.hash_failed' }));
  });
});

describe('interceptHtml cache of CSPs and compressed bodies', () => {
  type Page = { html: string; etag?: string; cacheControl?: string };
  /** Answers as Next does for a prerendered page: ETag (and 304 on a match), Vary, HEAD with the GET's length. */
  const nextLike =
    (page: (req: IncomingMessage) => Page): Handler =>
    (req, res) => {
      const { html, etag, cacheControl = 's-maxage=31536000' } = page(req);
      res.setHeader('Content-Security-Policy', DEFAULT_CSP);
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.setHeader('Cache-Control', cacheControl);
      if (etag) {
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          return void res.end();
        }
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(html));
      res.end(req.method === 'HEAD' ? null : html);
    };
  const pageWith = (script: string, filler = 'ação '.repeat(500)) =>
    `<!DOCTYPE html><html><head><script>${script}</script><script src="/_next/a.js" async></script></head><body><p>${filler}</p></body></html>`;
  const v1 = { script: 'self.__next_f.push([1,"v1"])', get html() { return pageWith(this.script); } };
  const v2 = { script: 'self.__next_f.push([1,"v2 regenerated"])', get html() { return pageWith(this.script); } };
  const DECODE: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body };

  /** The client's view: decoded body, and every header a cached response must get right. */
  function expectPage(reply: Reply, html: string, script: string, coding: 'br' | 'gzip' | 'identity') {
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    expect(reply.headers['content-length']).toBe(String(reply.body.length));
    expect(DECODE[coding]!(reply.body).toString()).toBe(html);
    expect(scriptHashesIn(reply.headers['content-security-policy'])).toEqual([hashOf(script)]);
    expect(String(reply.headers.vary).split(/\s*,\s*/)).toEqual(['rsc', 'next-router-state-tree', 'Accept-Encoding']);
  }

  it('hashes and compresses a page once, then serves it from the cache', async () => {
    const { url, cache } = await serve(nextLike(() => ({ html: v1.html, etag: '"v1"' })), { compress: true });
    const first = await request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const second = await request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expectPage(first, v1.html, v1.script, 'br');
    expectPage(second, v1.html, v1.script, 'br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.stats).toMatchObject({ hashed: 1, hits: 1, compressed: { br: 1, gzip: 0 } });
  });

  it('shares one compression between concurrent first requests', async () => {
    const { url, cache } = await serve(nextLike(() => ({ html: v1.html, etag: '"v1"' })), { compress: true });
    const replies = await Promise.all(Array.from({ length: 5 }, () => request(url, { headers: { 'accept-encoding': 'br' } })));
    for (const reply of replies) expectPage(reply, v1.html, v1.script, 'br');
    expect(cache.stats).toMatchObject({ hashed: 1, compressed: { br: 1, gzip: 0 } });
  });

  it('gives a regenerated page (new body, new ETag) its own CSP', async () => {
    let page = { html: v1.html, etag: '"v1"' };
    const { url, cache } = await serve(nextLike(() => page), { compress: true });
    expectPage(await request(url, { headers: { 'accept-encoding': 'gzip' } }), v1.html, v1.script, 'gzip');
    page = { html: v2.html, etag: '"v2"' };
    expectPage(await request(url, { headers: { 'accept-encoding': 'gzip' } }), v2.html, v2.script, 'gzip');
    expect(cache.stats.hashed).toBe(2);
  });

  it('does not trust an ETag reused for a body of another length', async () => {
    let html = v1.html;
    const { url } = await serve(nextLike(() => ({ html, etag: '"static"' })));
    expectPage(await request(url, { headers: { 'accept-encoding': 'br' } }), v1.html, v1.script, 'br');
    html = v2.html;
    expectPage(await request(url, { headers: { 'accept-encoding': 'br' } }), v2.html, v2.script, 'br');
  });

  it('identifies a body without an ETag by its hash, never by its URL', async () => {
    let html = v1.html;
    const { url, cache } = await serve(nextLike(() => ({ html })));
    expectPage(await request(url, { headers: { 'accept-encoding': 'br' } }), v1.html, v1.script, 'br');
    expectPage(await request(url, { headers: { 'accept-encoding': 'br' } }), v1.html, v1.script, 'br');
    expect(cache.stats).toMatchObject({ hashed: 1, hits: 1 });
    html = v2.html;
    expectPage(await request(url, { headers: { 'accept-encoding': 'br' } }), v2.html, v2.script, 'br');
    expect(cache.stats.hashed).toBe(2);
  });

  it('identifies a page Next sends without an ETag once, then the same body again without hashing it', async () => {
    const { url, cache } = await serve(nextLike(() => ({ html: v1.html })), { compress: true });
    for (let i = 0; i < 3; i++) expectPage(await request(url, { headers: { 'accept-encoding': 'br' } }), v1.html, v1.script, 'br');
    expect(cache.stats).toMatchObject({ identified: 1, hashed: 1, hits: 2, compressed: { br: 1, gzip: 0 } });
  });

  it('gives such a page its SHA-256 as a strong ETag, a new one when it is regenerated', async () => {
    let html = v1.html;
    const { url } = await serve(nextLike(() => ({ html })), { compress: true });
    const first = await request(url, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.etag).toBe(`"${createHash('sha256').update(v1.html).digest('base64url')}"`);
    expect((await request(url, { headers: { 'accept-encoding': 'gzip' } })).headers.etag).toBe(first.headers.etag); // one ETag whatever the coding
    html = v2.html;
    const regenerated = await request(url, { headers: { 'accept-encoding': 'br' } });
    expectPage(regenerated, v2.html, v2.script, 'br');
    expect(regenerated.headers.etag).toBe(`"${createHash('sha256').update(v2.html).digest('base64url')}"`);
  });

  it('answers 304, without CSP or body, to a client whose copy has that ETag, and 200 to one with an older copy', async () => {
    let html = v1.html;
    const { url } = await serve(nextLike(() => ({ html })), { compress: true });
    const { etag } = (await request(url, { headers: { 'accept-encoding': 'br' } })).headers;
    const revalidated = await request(url, { headers: { 'accept-encoding': 'br', 'if-none-match': `W/"older", ${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('s-maxage=31536000');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers.vary).toContain('Accept-Encoding');
    expect(revalidated.body.length).toBe(0);

    html = v2.html;
    expectPage(await request(url, { headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } }), v2.html, v2.script, 'br');
  });

  it('answers HEAD of such a page with the CSP and ETag of the GET at the same address and length', async () => {
    const { url } = await serve(nextLike(() => ({ html: v1.html })), { compress: true });
    const { etag } = (await request(url, { headers: { 'accept-encoding': 'br' } })).headers;
    const head = await request(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(v1.html)));
    expect(scriptHashesIn(head.headers['content-security-policy'])).toEqual([hashOf(v1.script)]);
  });

  it('keeps nothing of a per-visitor page, and leaves its compression to the middleware', async () => {
    const cacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate'; // Next's dynamic pages
    const { url, cache } = await serve(nextLike(() => ({ html: v1.html, cacheControl })), { compress: true });
    for (let i = 0; i < 2; i++) {
      const reply = await request(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers['transfer-encoding']).toBe('chunked'); // streamed by the middleware
      expect(gunzipSync(reply.body).toString()).toBe(v1.html);
      expect(scriptHashesIn(reply.headers['content-security-policy'])).toEqual([hashOf(v1.script)]);
      expect(reply.headers.vary).toContain('Accept-Encoding');
    }
    expect(cache.stats).toMatchObject({ hashed: 2, compressed: { br: 0, gzip: 0 } });
    expect(cache.size).toBe(0);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'], // not offered: the middleware must not deflate it either
    ['zstd', 'identity'],
    [undefined, 'identity'],
  ] as const)('negotiates Accept-Encoding %j as %s', async (acceptEncoding, coding) => {
    const { url } = await serve(nextLike(() => ({ html: v1.html, etag: '"v1"' })), { compress: true });
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    expectPage(await request(url, { headers }), v1.html, v1.script, coding);
    expectPage(await request(url, { headers }), v1.html, v1.script, coding); // and the same from the cache
  });

  it('sends a page under 1 kB uncompressed', async () => {
    const small = `<html><script>${v1.script}</script><p>hi</p></html>`;
    const { url, cache } = await serve(nextLike(() => ({ html: small, etag: '"small"' })), { compress: true });
    const reply = await request(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(small)));
    expect(reply.body.toString()).toBe(small);
    expect(scriptHashesIn(reply.headers['content-security-policy'])).toEqual([hashOf(v1.script)]);
    expect(reply.headers.vary).toContain('Accept-Encoding');
    expect(cache.stats.compressed).toEqual({ br: 0, gzip: 0 });
  });

  it('answers HEAD uncompressed, with the CSP of the GET once it has seen it', async () => {
    const { url } = await serve(nextLike(() => ({ html: v1.html, etag: '"v1"' })), { compress: true });
    const headers = { 'accept-encoding': 'br' };
    const before = await request(url, { method: 'HEAD', headers });
    expect(before.headers['content-security-policy']).toBe(DEFAULT_CSP); // no body to hash yet

    await request(url, { headers });
    const head = await request(url, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(v1.html)));
    expect(scriptHashesIn(head.headers['content-security-policy'])).toEqual([hashOf(v1.script)]);
    expect(head.headers.vary).toContain('Accept-Encoding');
  });

  it('sends no CSP on a 304 of a cached page', async () => {
    const { url } = await serve(nextLike(() => ({ html: v1.html, etag: '"v1"' })), { compress: true });
    await request(url, { headers: { 'accept-encoding': 'br' } });
    const reply = await request(url, { headers: { 'accept-encoding': 'br', 'if-none-match': '"v1"' } });
    expect(reply.status).toBe(304);
    expect(reply.headers.etag).toBe('"v1"');
    expect(reply.headers['content-security-policy']).toBeUndefined();
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.length).toBe(0);
  });

  it('serves the https CSP from the same cache entry', async () => {
    const { url, cache } = await serve(nextLike(() => ({ html: v1.html, etag: '"v1"' })));
    const plain = await request(url, { headers: { 'accept-encoding': 'br' } });
    const https = await request(url, { headers: { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' } });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(https.headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
    expect(cache.stats.hashed).toBe(1);
  });

  it('evicts the least recently used pages once over its byte budget, and recomputes them', async () => {
    // Random text barely compresses: each page costs ~11 kB of gzip, two fit in 30 kB, not three.
    const pages = new Map(['/1', '/2', '/3'].map((path) => [path, pageWith(v1.script, randomBytes(9000).toString('base64'))]));
    const cache = createHtmlCache({ maxBytes: 30_000 });
    const { url } = await serve(nextLike((req) => ({ html: pages.get(req.url!)!, etag: `"${req.url}"` })), { cache });
    for (const path of ['/1', '/2', '/3']) await request(url + path, { headers: { 'accept-encoding': 'gzip' } });
    expect(cache.stats).toMatchObject({ hashed: 3, evicted: 1 });
    expect(cache.bytes).toBeLessThanOrEqual(30_000);

    const again = await request(url + '/1', { headers: { 'accept-encoding': 'gzip' } }); // evicted: computed anew
    expect(gunzipSync(again.body).toString()).toBe(pages.get('/1'));
    expect(cache.stats).toMatchObject({ hashed: 4, compressed: { gzip: 4 } });
    await request(url + '/3', { headers: { 'accept-encoding': 'gzip' } }); // still cached
    expect(cache.stats.hashed).toBe(4);
  });

  it('still compresses non-HTML responses through the middleware', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) });
    const { url, cache } = await serve(
      (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(json);
      },
      { compress: true },
    );
    const reply = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(json);
    expect(cache.size).toBe(0);
  });
});
