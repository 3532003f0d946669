// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './headers.mjs';
import { createHtmlCache } from './html-cache.mjs';

/** An HTML page of random base64 text: it compresses to about 3/4 of `bytes`, no better. */
function page(bytes: number) {
  return `<!DOCTYPE html><html><body><script>run()</script><p>${randomBytes(bytes).toString('base64').slice(0, bytes)}</p></body></html>`;
}

describe('createHtmlCache', () => {
  it('keeps the CSP of a body, with and without upgrade-insecure-requests', () => {
    const cache = createHtmlCache();
    const html = page(100);
    const entry = cache.analyze(html);
    expect(entry.csp.http).toBe(contentSecurityPolicy(inlineScriptHashes(html)));
    expect(entry.csp.https).toBe(contentSecurityPolicy(inlineScriptHashes(html), { upgradeInsecure: true }));
    expect(cache.stats.hashed).toBe(1);
  });

  it('compresses a body once per coding, shared by concurrent requests, and the bytes decode to it', async () => {
    const cache = createHtmlCache();
    const html = page(5000);
    const entry = cache.analyze(html);
    cache.set('k', entry);
    const body = () => Buffer.from(html);
    const pending = [cache.encoded(entry, 'br', body), cache.encoded(entry, 'br', body), cache.encoded(entry, 'gzip', body)];
    const [br1, br2, gz] = await Promise.all(pending);
    expect(br1).toBe(br2);
    expect(brotliDecompressSync(br1!).toString()).toBe(html);
    expect(gunzipSync(gz!).toString()).toBe(html);
    expect(cache.encoded(entry, 'br', body)).toBe(br1); // known now: a Buffer, no promise
    expect(cache.stats.compressed).toEqual({ br: 1, gzip: 1 });
    expect(cache.bytes).toBeGreaterThan(br1!.length + gz!.length);
  });

  it('evicts the least recently used entries once over its byte budget', async () => {
    const cache = createHtmlCache({ maxBytes: 30_000 }) // two of these pages fit, not three;
    const bodies = ['a', 'b', 'c'].map(() => page(12_000));
    for (const [i, html] of bodies.entries()) {
      const entry = cache.analyze(html);
      cache.set(String(i), entry);
      await cache.encoded(entry, 'gzip', () => Buffer.from(html));
      if (i === 1) cache.get('0'); // 0 used again: 1 is now the least recently used
    }
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('0')).toBeDefined();
    expect(cache.get('2')).toBeDefined();
    expect(cache.stats.evicted).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(30_000);
  });

  it('evicts by number of entries too, and drops an entry bigger than the whole budget alone', async () => {
    const few = createHtmlCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) few.set(key, few.analyze(page(10)));
    expect(few.size).toBe(2);
    expect(few.get('a')).toBeUndefined();

    const small = createHtmlCache({ maxBytes: 20_000 });
    small.set('kept', small.analyze(page(10)));
    const huge = page(50_000);
    const entry = small.analyze(huge);
    small.set('huge', entry);
    expect(brotliDecompressSync(await small.encoded(entry, 'br', () => Buffer.from(huge))).toString()).toBe(huge);
    expect(small.get('huge')).toBeUndefined();
    expect(small.get('kept')).toBeDefined();
  });

  it('identifies a body by its SHA-256 once, then the same body at the same address by comparison', () => {
    const cache = createHtmlCache();
    const html = page(2000);
    const length = Buffer.byteLength(html);
    const key = cache.identify('/pt-BR', [html], length);
    expect(key).toBe(`sha256 ${createHash('sha256').update(html).digest('base64url')}`);
    expect(cache.recall('/pt-BR', { text: html })).toBe(key);
    expect(cache.recall('/pt-BR', { text: `${html} ` })).toBeUndefined(); // another body: never by the address alone
    expect(cache.recall('/es-AR', { text: html })).toBeUndefined();
    expect(cache.recall('/pt-BR', { length })).toBe(key); // a HEAD: by its announced length
    expect(cache.recall('/pt-BR', { length: length + 1 })).toBeUndefined();
    expect(cache.stats.identified).toBe(1);
  });

  it('remembers no body sent in pieces (it has no one string to compare)', () => {
    const cache = createHtmlCache();
    const html = page(2000);
    const key = cache.identify('/pt-BR', [html.slice(0, 100), html.slice(100)], Buffer.byteLength(html));
    expect(key).toBe(cache.identify('/es-AR', [html], Buffer.byteLength(html)));
    expect(cache.recall('/pt-BR', { text: html })).toBeUndefined();
  });

  it('keeps the remembered bodies within their byte budget, the least recently used going first', () => {
    const cache = createHtmlCache({ maxRecentBytes: 5000 }); // two of these bodies fit, not three
    const bodies = ['/a', '/b', '/c'].map((address) => ({ address, html: page(2000) }));
    for (const [i, { address, html }] of bodies.entries()) {
      cache.identify(address, [html], Buffer.byteLength(html));
      if (i === 1) cache.recall('/a', { text: bodies[0]!.html }); // /a used again: /b goes first
    }
    expect(cache.recall('/b', { text: bodies[1]!.html })).toBeUndefined();
    expect(cache.recall('/a', { text: bodies[0]!.html })).toBeDefined();
    expect(cache.recall('/c', { text: bodies[2]!.html })).toBeDefined();
  });
});
