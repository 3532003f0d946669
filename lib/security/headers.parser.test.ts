// Runs in jsdom (the default environment) on purpose: its DOMParser is a spec-compliant HTML parser
// (parse5), the reference for which script text a browser would hash. (Not for <noscript>: a
// DOMParser document has scripting off, so it parses noscript content as markup; a page does not.)
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './headers.mjs';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function parserHashes(html: string) {
  const scripts = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script');
  const executable = [...scripts].filter((s) => !s.hasAttribute('src') && !/json/i.test(s.type));
  return [...new Set(executable.map((s) => hashOf(s.text)))];
}

describe('inlineScriptHashes agrees with an HTML parser', () => {
  it.each([
    [
      'a page shaped like the App Router output',
      `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
<script src="/_next/static/chunks/main-app.js" async=""></script><style data-emotion="mui 1x">.css-1{color:red}</style>
<script type="application/ld+json">{"@context":"https://schema.org","name":"a</p>"}</script></head>
<body><div hidden id="S:0"><p>late</p></div><script>$RC=function(b,c){/* ... */};$RC("B:0","S:0")</script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:I[\\"x\\"]\\n"])</script>
<script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script></body></html>`,
    ],
    [
      'comments, raw-text elements and script-looking text inside scripts',
      `<html><head><!-- <script>commented()</script> --><!-- <script> unclosed --><!--><script>afterAbruptComment()</script>
<style>.x::after { content: "<script>"; }</style><title><script>titled()</script></title></head><body>
<textarea><script>typed()</script></textarea>
<script>document.write("<!--<script>inner()</script>-->"); after()</script>
<script>"<!--"; "<script>"; "-->"; "</script>"; escapedThenBack()</script>
<script>var s = "</scripty>"; real()</script><script data-x="a>b" type = 'module'>quoted()</script>
<SCRIPT TYPE="TEXT/JAVASCRIPT">upper()</SCRIPT></body></html>`,
    ],
    ['line endings the parser normalizes', '<html><body><script>a()\r\nb()\rc()\n</script></body></html>'],
  ])('%s', (_name, html) => {
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).toEqual(parserHashes(html));
  });
});
