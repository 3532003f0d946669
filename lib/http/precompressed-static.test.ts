// @vitest-environment node
// The build's static files compressed once (precompressStatic) and served from those copies
// (createPrecompressedStatic), on a real socket, with what it does not serve left to a fallback
// that stands in for Next.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompressedStatic, MIN_PRECOMPRESS_BYTES, precompressStatic } from './precompressed-static.mjs';

const SECURITY = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
];
const css = `.card{color:#123456;padding:8px}\n`.repeat(200);
const script = `self.__chunk=${JSON.stringify('x'.repeat(3000))};\n`;

let root: string;
let staticDir: string;
let url: string;
let server: http.Server;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  mkdirSync(path.join(staticDir, 'media'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'site.css'), css);
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.js'), 'self.a=1;');
  writeFileSync(path.join(staticDir, 'media', 'font.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(root, 'secret.json'), JSON.stringify({ secret: 'x'.repeat(2000) }));
  writeFileSync(path.join(root, 'secret.json.br'), 'not for you');

  const servePrecompressed = createPrecompressedStatic({ staticDir, headers: SECURITY });
  server = http.createServer((req, res) => {
    if (servePrecompressed(req, res)) return;
    res.setHeader('x-served-by', 'next');
    res.end('from next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Raw bytes, as sent: no decoding of the content coding. */
function get(pathname: string, { method = 'GET', headers = {} }: { method?: string; headers?: OutgoingHttpHeaders } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    http
      .request(url + pathname, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('precompressStatic', () => {
  it('writes a brotli and a gzip copy beside each script and stylesheet of 1 kB or more, and none of fonts or smaller files', () => {
    const totals = precompressStatic(staticDir);
    expect(totals.files).toBe(2);
    expect(totals.bytes).toBe(Buffer.byteLength(css) + Buffer.byteLength(script));
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 10);
    expect(readdirSync(path.join(staticDir, 'chunks')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'site.css', 'site.css.br', 'site.css.gz', 'tiny.js']);
    expect(readdirSync(path.join(staticDir, 'media'))).toEqual(['font.woff2']);
    expect(Buffer.byteLength('self.a=1;')).toBeLessThan(MIN_PRECOMPRESS_BYTES);
  });
});

describe('createPrecompressedStatic', () => {
  it('sends the brotli copy to a browser, with the security headers, its type and an immutable cache', async () => {
    const reply = await get('/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.body).toString()).toBe(css);
    expect(reply.headers['content-length']).toBe(String(reply.body.length));
    expect(reply.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBe("default-src 'self'");
    expect(reply.headers['x-served-by']).toBeUndefined();
  });

  it('sends the gzip copy to a client without brotli, whatever the query string', async () => {
    const reply = await get('/_next/static/chunks/app.js?dpl=abc', { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(gunzipSync(reply.body).toString()).toBe(script);
  });

  it('leaves to Next a client that takes no compression, a range request, a file without copies and other methods', async () => {
    for (const [pathname, options] of [
      ['/_next/static/chunks/site.css', {}],
      ['/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } }],
      ['/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'br', range: 'bytes=0-10' } }],
      ['/_next/static/chunks/tiny.js', { headers: { 'accept-encoding': 'br' } }],
      ['/_next/static/media/font.woff2', { headers: { 'accept-encoding': 'br' } }],
      ['/_next/static/chunks/missing.js', { headers: { 'accept-encoding': 'br' } }],
      ['/_next/static/chunks/site.css', { method: 'POST', headers: { 'accept-encoding': 'br' } }],
    ] as const) {
      const reply = await get(pathname, options);
      expect(reply.headers['x-served-by'], `${pathname} ${JSON.stringify(options)}`).toBe('next');
      expect(reply.body.toString()).toBe('from next');
    }
  });

  it('keeps no miss: a file asked for before its copies existed is served once they do', async () => {
    const later = path.join(staticDir, 'chunks', 'later.js');
    expect((await get('/_next/static/chunks/later.js', { headers: { 'accept-encoding': 'br' } })).headers['x-served-by']).toBe('next');
    writeFileSync(later, script);
    writeFileSync(`${later}.br`, brotliCompressSync(script));
    const reply = await get('/_next/static/chunks/later.js', { headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('serves nothing outside the static folder, however the path is written', async () => {
    for (const pathname of ['/_next/static/../secret.json', '/_next/static/%2e%2e/secret.json', '/_next/static/chunks/%E0%A4%A.js', '/secret.json']) {
      const reply = await get(pathname, { headers: { 'accept-encoding': 'br' } });
      expect(reply.headers['x-served-by'], pathname).toBe('next');
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const full = await get('/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'br' } });
    const head = await get('/_next/static/chunks/site.css', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('answers 304 to a client whose copy has its ETag, one ETag per coding', async () => {
    const br = await get('/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'br' } });
    const gzip = await get('/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const again = await get('/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await get('/_next/static/chunks/site.css', { headers: { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag! } });
    expect(stale.status).toBe(200);
  });
});
