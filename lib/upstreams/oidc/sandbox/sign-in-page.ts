import { SANDBOX_PASSWORD, sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { escapeHtml, sandboxHtmlPage } from '@/lib/sandbox/html-page';

/** The parameters of an authorization request that the sign-in form carries through its POST. */
export const authorizationParams = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'ui_locales'] as const;

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
  return sandboxHtmlPage({
    lang: 'en',
    title: 'Sign in – Terralis ID (sandbox)',
    body: `<main>
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
</main>`,
  });
}
