import { SANDBOX_PASSWORD, sandboxAccounts } from '@/lib/sandbox/demo-accounts';

/** The parameters of an authorization request that the sign-in form carries through its POST. */
export const authorizationParams = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'ui_locales'] as const;

const escapeHtml = (text: string) =>
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
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .4rem; border-bottom: 1px solid #d5dbd6; vertical-align: top; }
`;

/**
 * The sandbox provider's sign-in page: an ordinary form (no script), and the demo accounts listed
 * beside it so anyone trying the site knows whom to sign in as.
 */
export function signInPage(params: URLSearchParams, options: { email?: string; error?: string } = {}): string {
  const hidden = authorizationParams
    .filter((name) => params.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name)!)}">`)
    .join('\n      ');
  const accounts = sandboxAccounts
    .map((account) => `<tr><td>${escapeHtml(account.email)}</td><td>${escapeHtml(account.purpose)}</td></tr>`)
    .join('\n        ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <link rel="icon" href="data:,">
  <title>Sign in – Terralis ID (sandbox)</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    <h1>Terralis ID <small>(sandbox)</small></h1>
    <p>This stand-in identity provider signs in the demo accounts below. The password of every account is <code>${SANDBOX_PASSWORD}</code>.</p>
    <form method="post" action="authorize">
      ${hidden}
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : ''}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      ${options.error ? `<p id="sign-in-error" class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
      <button type="submit">Sign in</button>
      <button type="submit" name="cancel" value="1" formnovalidate class="secondary">Cancel</button>
    </form>
    <table>
      <caption>Demo accounts</caption>
      <thead><tr><th scope="col">E-mail</th><th scope="col">What it shows</th></tr></thead>
      <tbody>
        ${accounts}
      </tbody>
    </table>
  </main>
</body>
</html>`;
}
