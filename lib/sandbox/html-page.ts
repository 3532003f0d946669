import { HttpResponse } from 'msw';

// The HTML of the sandbox's pages for people: the provider's sign-in, the programme partner's pages.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f3; color: #1d2a1f; }
  main { max-width: 40rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font: inherit; border: 1px solid #5b6b5e; border-radius: 4px; }
  button { margin-top: 1.5rem; padding: .7rem 1.5rem; font: inherit; font-weight: 600; color: #fff; background: #0b6b3a; border: 0; border-radius: 4px; cursor: pointer; }
  button.secondary { margin-left: .75rem; color: #0b6b3a; background: #fff; border: 2px solid #0b6b3a; }
  button:focus-visible, input:focus-visible { outline: 3px solid #0b6b3a; outline-offset: 2px; }
  .error { color: #a0161b; font-weight: 600; }
  a { color: #0b6b3a; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .4rem; border-bottom: 1px solid #d5dbd6; vertical-align: top; }
`;

/** A whole page: no script, the styles inline. `body` is trusted HTML (escape what it quotes). */
export function sandboxHtmlPage({ lang, title, body }: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <link rel="icon" href="data:,">
  <title>${escapeHtml(title)}</title>
  <style>${styles}</style>
</head>
<body>
  ${body}
</body>
</html>`;
}

/** An HTML answer that no one keeps. */
export const html = (body: string, status = 200) => new HttpResponse(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
