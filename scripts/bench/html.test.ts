// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeEntities, extractScriptUrls, measureHtmlWeight, parseSitemapLocs, startTags, toLocalUrl } from './html.mjs';

const PAGE = 'http://127.0.0.1:3200/pt-BR/campanhas';

describe('extractScriptUrls', () => {
  it('collects the scripts and script preloads of a Next page, de-duplicated, in document order', () => {
    const html = `<!DOCTYPE html><html lang="pt-BR"><head>
      <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
      <link rel="preload" as="font" href="/_next/static/media/inter.woff2" crossorigin=""/>
      <link rel="preload" as="style" href="/_next/static/chunks/b.css"/>
      <script src="/_next/static/chunks/webpack-1.js" async=""></script>
      <script src="/_next/static/chunks/main-app.js" async=""></script>
      <link rel="modulepreload" href="/_next/static/chunks/mod.js">
      </head><body><main>hi</main>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script>(self.__next_f=self.__next_f||[]).push([0])</script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script type="module" src="./relative.js"></script>
      </body></html>`;
    expect(extractScriptUrls(html, PAGE)).toEqual([
      'http://127.0.0.1:3200/_next/static/chunks/webpack-1.js',
      'http://127.0.0.1:3200/_next/static/chunks/main-app.js',
      'http://127.0.0.1:3200/_next/static/chunks/mod.js',
      'http://127.0.0.1:3200/pt-BR/relative.js',
    ]);
  });

  it('ignores markup quoted inside inline scripts, comments, noscript and templates', () => {
    const html = `<script>self.__next_f.push([1,"<script src=\\"/in-payload.js\\"></script>"])</script>
      <!-- <script src="/commented.js"></script> -->
      <noscript><script src="/noscript.js"></script></noscript>
      <template><script src="/template.js"></script></template>
      <SCRIPT SRC="/upper.js" ASYNC></SCRIPT>`;
    expect(extractScriptUrls(html, PAGE)).toEqual(['http://127.0.0.1:3200/upper.js']);
  });

  it('reads quoted, single-quoted and unquoted attributes, with entities and a ">" inside a value', () => {
    const html = `<script data-x="a>b" src="/a.js?v=1&amp;dpl=abc"></script>
      <script src='/b.js'></script><script src=/c.js defer></script>
      <link rel="preload modulepreload" href="/d.js"><link rel=preload as=SCRIPT href=/e.js>`;
    expect(extractScriptUrls(html, PAGE)).toEqual([
      'http://127.0.0.1:3200/a.js?v=1&dpl=abc',
      'http://127.0.0.1:3200/b.js',
      'http://127.0.0.1:3200/c.js',
      'http://127.0.0.1:3200/d.js',
      'http://127.0.0.1:3200/e.js',
    ]);
  });

  it('skips data blocks, inline scripts and URLs that load nothing', () => {
    const html = `<script type="text/plain" src="/plain.js"></script><script src=""></script>
      <script src="data:text/javascript,1"></script><script>1</script>
      <script src="https://cdn.example.com/x.js#frag"></script>`;
    expect(extractScriptUrls(html, PAGE)).toEqual(['https://cdn.example.com/x.js']);
  });
});

describe('parseSitemapLocs', () => {
  it('returns the decoded <loc> of every url, not the hreflang alternates', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url>
<loc>https://www.example.com/pt-BR</loc>
<xhtml:link rel="alternate" hreflang="en-US" href="https://www.example.com/en-US" />
<lastmod>2026-01-01T00:00:00.000Z</lastmod>
</url>
<url><loc> https://www.example.com/pt-BR/campanhas?a=1&amp;b=2 </loc></url>
<url><loc><![CDATA[https://www.example.com/es-AR/campana]]></loc></url>
</urlset>`;
    expect(parseSitemapLocs(xml)).toEqual([
      'https://www.example.com/pt-BR',
      'https://www.example.com/pt-BR/campanhas?a=1&b=2',
      'https://www.example.com/es-AR/campana',
    ]);
  });

  it('returns nothing for an empty sitemap', () => {
    expect(parseSitemapLocs('<urlset></urlset>')).toEqual([]);
  });
});

describe('toLocalUrl', () => {
  it('keeps path and query and swaps the origin', () => {
    expect(toLocalUrl('https://www.example.com/pt-BR/artigos/x?q=1#top', 'http://127.0.0.1:3200')).toBe('http://127.0.0.1:3200/pt-BR/artigos/x?q=1');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('a&amp;b &lt;&gt; &quot;&#39;&#x41;&#66; &nbsp;')).toBe('a&b <> "\'AB &nbsp;');
  });
});

describe('startTags', () => {
  it('gives the content of raw-text elements and reads no tags inside them', () => {
    const tags = [...startTags('<style data-emotion="mui x">.a{}</style><script>let s="<b>"</script><p class="x">t</p><script>unclosed')];
    expect(tags.map(({ name, text }) => [name, text])).toEqual([
      ['style', '.a{}'],
      ['script', 'let s="<b>"'],
      ['p', undefined],
      ['script', 'unclosed'],
    ]);
  });
});

describe('measureHtmlWeight', () => {
  const emotion = '.mui-1x{display:flex;gap:8px}';
  const global = 'html{margin:0}';
  const other = 'body{color:red}';
  const flight1 = '(self.__next_f=self.__next_f||[]).push([0])';
  const flight2 = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<style>ignored</style>"])';
  const html = `<!DOCTYPE html><html lang="pt-BR"><head>
    <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
    <link rel="preload" as="style" href="/_next/static/chunks/preloaded.css"/>
    <link rel="alternate stylesheet" href="/alt.css"/><link rel="stylesheet" href="/_next/static/chunks/a.css#again"/>
    <style data-emotion="mui-global 1y">${global}</style><style data-emotion="mui 1x">${emotion}</style><style>${other}</style>
    </head><body><p>Olá — ção</p>
    <script>${flight1}</script><script>${flight2}</script>
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script src="/_next/static/chunks/x.js" async=""></script><script>document.documentElement.dataset.x=1</script>
    </body></html>`;

  it('weighs the document, its inline CSS (Emotion\'s apart), its flight data and lists its stylesheets', () => {
    expect(measureHtmlWeight(html, PAGE)).toEqual({
      htmlBytes: Buffer.byteLength(html, 'utf8'),
      inlineCssBytes: global.length + emotion.length + other.length,
      emotionCssBytes: global.length + emotion.length,
      stylesheetUrls: ['http://127.0.0.1:3200/_next/static/chunks/a.css', 'http://127.0.0.1:3200/alt.css'],
      flightBytes: flight1.length + flight2.length,
    });
  });

  it('counts bytes, not characters', () => {
    expect(measureHtmlWeight('<p>ção</p>', PAGE).htmlBytes).toBe(12);
    expect(measureHtmlWeight('<style>.a::after{content:"→"}</style>', PAGE).inlineCssBytes).toBe(24);
  });

  it('finds nothing in a page without styles or flight data', () => {
    expect(measureHtmlWeight('<p>hi</p>', PAGE)).toEqual({ htmlBytes: 9, inlineCssBytes: 0, emotionCssBytes: 0, stylesheetUrls: [], flightBytes: 0 });
  });
});
