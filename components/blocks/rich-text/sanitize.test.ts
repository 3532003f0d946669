import { sanitizeRichText } from './sanitize';

describe('rich text sanitising', () => {
  it('keeps text markup', () => {
    const html = '<h3>Monitoramento</h3><p>Use <strong>armadilhas</strong> e <em>coletores</em>.</p><ul><li>R1</li></ul>';
    expect(sanitizeRichText(html, 'pt-BR')).toBe(html);
  });

  it('drops scripts, styles, event handlers and unsafe links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a><iframe src="https://x"></iframe>',
      'pt-BR',
    );
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('prefixes internal links with the locale and opens external ones safely', () => {
    expect(sanitizeRichText('<a href="/campana">c</a>', 'es-AR')).toBe('<a href="/es-AR/campana">c</a>');
    expect(sanitizeRichText('<a href="https://www.inta.gob.ar" target="_self">i</a>', 'es-AR')).toBe(
      '<a href="https://www.inta.gob.ar" target="_blank" rel="noopener noreferrer">i</a>',
    );
  });
});
