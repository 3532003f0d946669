// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cmsAssetHeaders, contentSecurityPolicy, cspNonce, inlineScriptHashes, securityHeaders } from './headers.mjs';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, in document order', () => {
    const flight = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
    const html = page(`<script>${flight}</script><p>x</p><script>$RC("B:0","S:0")</script>`);
    expect(inlineScriptHashes(html)).toEqual([hashOf(flight), hashOf('$RC("B:0","S:0")')]);
  });

  it('skips data blocks and external scripts, keeps every executable type', () => {
    const html = page(
      [
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        "<script type='application/json' id=data>{}</script>",
        '<script src="/_next/static/chunks/main.js" async></script>',
        '<script async src=/a.js>ignored()</script>',
        '<script type="text/javascript">classic()</script>',
        '<script type=module>mod()</script>',
        '<script type=" Text/JavaScript ">spaced()</script>',
      ].join(''),
    );
    expect(inlineScriptHashes(html)).toEqual([hashOf('classic()'), hashOf('mod()'), hashOf('spaced()')]);
  });

  it('lists a script that appears twice once', () => {
    const html = page('<script>same()</script><div></div><script>same()</script><script>other()</script>');
    expect(inlineScriptHashes(html)).toEqual([hashOf('same()'), hashOf('other()')]);
  });

  it('reads uppercase tags and attributes in any order, quoting and spacing', () => {
    const html = page(
      [
        '<SCRIPT ID="a" NONCE="abc" ASYNC>upper()</SCRIPT>',
        `<script nonce='x' data-x="a>b" id=c type = "text/javascript">quoted()</script >`,
        '<script\n  async\n  id="multi-line-tag"\n>tag()</script>',
        '<script data-src="/not-a-src.js">dataSrc()</script>',
        '<script TYPE="APPLICATION/LD+JSON">{}</script>',
      ].join(''),
    );
    expect(inlineScriptHashes(html)).toEqual([hashOf('upper()'), hashOf('quoted()'), hashOf('tag()'), hashOf('dataSrc()')]);
  });

  it('hashes multi-line content byte for byte, including non-ASCII text', () => {
    const text = '\n  (function () {\n    document.title = "Café — ação";\n  })();\n';
    expect(inlineScriptHashes(page(`<script>${text}</script>`))).toEqual([hashOf(text)]);
  });

  it('hashes what the browser parses: CRLF and CR become LF', () => {
    expect(inlineScriptHashes(page('<script>a()\r\nb()\rc()</script>'))).toEqual([hashOf('a()\nb()\nc()')]);
  });

  it('is not fooled by comments, raw-text elements or script-looking text inside a script', () => {
    const html = page(
      [
        '<!-- <script>commented()</script> -->',
        '<!-- <script> unclosed in a comment -->',
        '<style>.x::after { content: "<script>"; }</style>',
        '<textarea><script>typed()</script></textarea>',
        '<script>document.write("<!--<script>inner()</script>-->"); after()</script>',
        '<script>var s = "</scripty>"; real()</script>',
      ].join(''),
    );
    const expected = [hashOf('document.write("<!--<script>inner()</script>-->"); after()'), hashOf('var s = "</scripty>"; real()')];
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

  it('finds nothing in a page without inline scripts, or an unterminated one', () => {
    expect(inlineScriptHashes(page('<p>plain</p><script src="/a.js"></script>'))).toEqual([]);
    expect(inlineScriptHashes(page('<script>never closed()'))).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d] as const));

  it('sets every required directive and lists the script hashes in script-src', () => {
    const hashes = [hashOf('a()'), hashOf('b()')];
    const policy = directives(contentSecurityPolicy(hashes));
    expect(policy.get('default-src')).toBe("default-src 'self'");
    expect(policy.get('script-src')).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(policy.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(policy.get('img-src')).toBe("img-src 'self' data: blob:");
    for (const directive of ["font-src 'self'", "connect-src 'self'", "frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy.get(directive.split(' ')[0])).toBe(directive);
    }
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows frames from this site and exactly the social networks\' embed origins', () => {
    const policy = directives(contentSecurityPolicy([]));
    expect(policy.get('frame-src')).toBe("frame-src 'self' https://www.facebook.com https://www.instagram.com https://platform.twitter.com https://www.youtube-nocookie.com");
  });

  it('adds upgrade-insecure-requests only when asked', () => {
    expect(contentSecurityPolicy([], { upgradeInsecure: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy([], { upgradeInsecure: false })).not.toContain('upgrade-insecure-requests');
  });

  it("allows a per-request page's inline scripts by its nonce, and reads the nonce back", () => {
    const nonce = 'dpOOux7DgJ2CeqR3vjvN5A==';
    const policy = contentSecurityPolicy([], { nonce, upgradeInsecure: true });
    expect(directives(policy).get('script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(cspNonce(policy)).toBe(nonce);
    expect(cspNonce(contentSecurityPolicy([hashOf('x')]))).toBeUndefined();
  });

  it.each(["abc' 'unsafe-inline", 'short', 'a'.repeat(22) + ';', ''])('refuses a nonce that could break out of its source: %j', (nonce) => {
    expect(() => contentSecurityPolicy([], { nonce })).toThrow(TypeError);
  });

  it('never lets unsafe-inline or unsafe-eval into script-src', () => {
    expect(contentSecurityPolicy([hashOf('x')])).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(() => contentSecurityPolicy(["'unsafe-inline'"])).toThrow(TypeError);
    expect(() => contentSecurityPolicy([`${hashOf('x')}; script-src *`])).toThrow(TypeError);
  });
});

describe('securityHeaders', () => {
  const header = (key: string) => securityHeaders.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;

  it('holds every header each response needs', () => {
    expect(header('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(self), payment=(), usb=()');
    expect(header('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(header('Content-Security-Policy')).toBe(contentSecurityPolicy([]));
  });

  it('allows no inline script at all by default', () => {
    expect(header('Content-Security-Policy')).toMatch(/script-src 'self'; /);
  });
});

describe('cmsAssetHeaders', () => {
  it('lets a file served for the CMS (an SVG of the DAM) run no script and load nothing but images', () => {
    const policy = cmsAssetHeaders.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
  });
});
