// @vitest-environment node
// The response interception of server.mjs, on real sockets: a handler that writes the way Next
// does, with and without the compression middleware beneath.
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { http as mswHttp, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security/headers.mjs';
import { interceptHtml } from '@/lib/security/html-csp-interceptor.mjs';
import { server as msw } from '../setup/msw-server';

const DEFAULT_CSP = contentSecurityPolicy([]);
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
const servers: http.Server[] = [];

/** A server whose responses go through interceptHtml (over compression when asked), like server.mjs. */
async function serve(handler: Handler, { compress = false } = {}) {
  const log = vi.fn();
  // compression is typed for Express; it only needs Node's request and response.
  const middleware = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const server = http.createServer((req, res) => {
    const run = () => {
      interceptHtml(req, res, { log });
      mimicNextSetHeader(res);
      void handler(req, res);
    };
    if (compress) middleware(req, res, run);
    else run();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log };
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
