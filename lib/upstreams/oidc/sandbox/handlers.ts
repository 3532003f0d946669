import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { http, HttpResponse } from 'msw';
import { accountByEmail, accountBySub, SANDBOX_PASSWORD, type SandboxAccount } from '@/lib/sandbox/demo-accounts';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sharedStore } from '@/lib/shared-store';
import { sandboxOidcClient } from '../config';
import { CALLBACK_PATH, type DiscoveryDocument, type TokenAnswer } from '../contract';
import { html } from '@/lib/sandbox/html-page';
import { signInPage } from './sign-in-page';

/**
 * A small OpenID Connect provider: discovery, authorization code flow with PKCE (S256 only) and a
 * sign-in page, token, JWKS and userinfo. Enough of the standard that a certified client library
 * (openid-client) signs in against it exactly as it would against a real provider.
 */

export const OIDC_ISSUER = `${SANDBOX_ORIGIN}/oidc`;
const CODE_LIFETIME_MS = 60_000;
const TOKEN_LIFETIME_S = 3_600;

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
  scope: string;
  sub: string;
  expiresAt: number;
}

interface AccessGrant {
  sub: string;
  scope: string;
  expiresAt: number;
}

const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/**
 * Codes and access tokens carry what they grant, sealed with a key every instance of the site
 * knows: behind a load balancer (`npm run start:cluster`) the sign-in form, the token exchange and
 * every later API call may each land on a different instance, and each has its own memory. A
 * sandbox key is no secret (the demo accounts' password is on the sign-in page); a real provider
 * keeps its own state.
 */
const SEAL_KEY = 'terralis-sandbox-oidc';
const mac = (body: string) => createHmac('sha256', SEAL_KEY).update(body).digest();

function seal(kind: 'code' | 'access', grant: PendingCode | AccessGrant): string {
  const body = Buffer.from(JSON.stringify({ kind, id: randomToken(), ...grant })).toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

/** The grant a sealed token carries, or null when it is not one of ours, of that kind, or has expired. */
function unseal<T extends { expiresAt: number }>(kind: 'code' | 'access', token: string): T | null {
  const [body = '', signature = ''] = token.split('.');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const grant = JSON.parse(Buffer.from(body, 'base64url').toString()) as T & { kind: string };
  return grant.kind === kind && grant.expiresAt > Date.now() ? grant : null;
}

/** True the first time a code is redeemed, on any instance (the shared store counts for all of them). */
async function firstRedemption(code: string): Promise<boolean> {
  const key = `sandbox:oidc-code:${createHash('sha256').update(code).digest('base64url')}`;
  return (await sharedStore().hit(key, CODE_LIFETIME_MS)).count === 1;
}

/**
 * One signing key per process, outside the resettable state: a reset must not break tokens'
 * signatures. Each instance may have its own: an ID token is checked by the instance that
 * exchanged the code, in the same request, against that instance's keys.
 */
const globalKeys = globalThis as typeof globalThis & { __terralisSandboxOidcKey?: Promise<{ privateKey: CryptoKey; publicJwk: JWK }> };
function signingKey() {
  globalKeys.__terralisSandboxOidcKey ??= generateKeyPair('RS256').then(async ({ privateKey, publicKey }) => ({
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid: 'sandbox-1', alg: 'RS256', use: 'sig' },
  }));
  return globalKeys.__terralisSandboxOidcKey;
}

const endpoint = (path: string) => `${OIDC_ISSUER}${path}`;
const oauthError = (status: number, error: string, description: string) =>
  HttpResponse.json({ error, error_description: description }, { status, headers: { 'cache-control': 'no-store' } });

async function s256(verifier: string): Promise<string> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))).toString('base64url');
}

/** The claims of an account for the granted scopes, as the ID token and userinfo carry them. */
function claimsOf(account: SandboxAccount, scope: string) {
  const scopes = new Set(scope.split(' '));
  return {
    sub: account.sub,
    ...(scopes.has('email') && { email: account.email, email_verified: true }),
    ...(scopes.has('profile') && {
      name: account.name,
      given_name: account.givenName,
      family_name: account.familyName,
      locale: account.locale,
      ...(account.document && { document: account.document }),
    }),
  };
}

type Checked = { ok: true; params: URLSearchParams } | { ok: false; response: Response };

/** The redirect back to the client's (checked) redirect_uri with an error, and the state it sent. */
function backToClient(params: URLSearchParams, error: string, description: string): Response {
  const target = new URL(params.get('redirect_uri')!);
  target.search = new URLSearchParams({ error, error_description: description, ...(params.has('state') && { state: params.get('state')! }), iss: OIDC_ISSUER }).toString();
  return HttpResponse.redirect(target.toString(), 302);
}

/**
 * An authorization request as RFC 6749 section 4.1.2.1 wants it checked: a bad client or
 * redirect_uri is shown to the user (never redirected to); anything else goes back to the client.
 */
function checkAuthorizationRequest(params: URLSearchParams): Checked {
  const redirectUri = params.get('redirect_uri') ?? '';
  if (params.get('client_id') !== sandboxOidcClient.clientId) return { ok: false, response: html('<h1>Unknown client</h1>', 400) };
  if (!URL.canParse(redirectUri) || new URL(redirectUri).pathname !== CALLBACK_PATH || !/^https?:$/.test(new URL(redirectUri).protocol)) {
    return { ok: false, response: html('<h1>This redirect_uri is not registered</h1>', 400) };
  }
  const backWithError = (error: string, description: string) => ({ ok: false as const, response: backToClient(params, error, description) });
  if (params.get('response_type') !== 'code') return backWithError('unsupported_response_type', 'Only the code flow is supported.');
  if (!(params.get('scope') ?? '').split(' ').includes('openid')) return backWithError('invalid_scope', 'The openid scope is required.');
  if (!params.get('code_challenge') || params.get('code_challenge_method') !== 'S256') return backWithError('invalid_request', 'PKCE with S256 is required.');
  return { ok: true, params };
}

function clientFromRequest(request: Request, form: URLSearchParams): { id: string; secret: string } | null {
  const basic = request.headers.get('authorization')?.match(/^Basic\s+(.+)$/i)?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map((part) => decodeURIComponent(part));
    return id !== undefined && secret !== undefined ? { id, secret } : null;
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

export const oidcHandlers = [
  http.get(endpoint('/.well-known/openid-configuration'), () =>
    HttpResponse.json<DiscoveryDocument>({
      issuer: OIDC_ISSUER,
      authorization_endpoint: endpoint('/authorize'),
      token_endpoint: endpoint('/token'),
      userinfo_endpoint: endpoint('/userinfo'),
      jwks_uri: endpoint('/jwks'),
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'locale', 'document'],
      authorization_response_iss_parameter_supported: true,
    }),
  ),

  http.get(endpoint('/jwks'), async () => HttpResponse.json({ keys: [(await signingKey()).publicJwk] })),

  http.get(endpoint('/authorize'), ({ request }) => {
    const checked = checkAuthorizationRequest(new URL(request.url).searchParams);
    return checked.ok ? html(signInPage(checked.params)) : checked.response;
  }),

  /** The sign-in form's POST: the authorization request's parameters plus e-mail and password. */
  http.post(endpoint('/authorize'), async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const checked = checkAuthorizationRequest(form);
    if (!checked.ok) return checked.response;
    // The person cancelled: back to the client with the standard error (RFC 6749 section 4.1.2.1).
    if (form.has('cancel')) return backToClient(form, 'access_denied', 'The person cancelled the sign-in.');
    const email = form.get('email') ?? '';
    const account = accountByEmail(email);
    if (!account || form.get('password') !== SANDBOX_PASSWORD) {
      return html(signInPage(form, { email, error: 'Wrong e-mail or password.' }), 401);
    }
    const code = seal('code', {
      clientId: form.get('client_id')!,
      redirectUri: form.get('redirect_uri')!,
      codeChallenge: form.get('code_challenge')!,
      ...(form.get('nonce') && { nonce: form.get('nonce')! }),
      scope: form.get('scope')!,
      sub: account.sub,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    const target = new URL(form.get('redirect_uri')!);
    target.search = new URLSearchParams({ code, ...(form.has('state') && { state: form.get('state')! }), iss: OIDC_ISSUER }).toString();
    return HttpResponse.redirect(target.toString(), 302);
  }),

  http.post(endpoint('/token'), async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const client = clientFromRequest(request, form);
    if (!client || client.id !== sandboxOidcClient.clientId || client.secret !== sandboxOidcClient.clientSecret) {
      return oauthError(401, 'invalid_client', 'Client authentication failed.');
    }
    if (form.get('grant_type') !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', 'Only authorization_code is supported.');
    const code = form.get('code') ?? '';
    const pending = unseal<PendingCode>('code', code);
    // A code works once, whatever happens next.
    if (!pending || !(await firstRedemption(code)) || pending.clientId !== client.id) return oauthError(400, 'invalid_grant', 'The code is invalid or expired.');
    if (form.get('redirect_uri') !== pending.redirectUri) return oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
    if ((await s256(form.get('code_verifier') ?? '')) !== pending.codeChallenge) return oauthError(400, 'invalid_grant', 'PKCE verification failed.');

    const account = accountBySub(pending.sub)!;
    const accessToken = seal('access', { sub: account.sub, scope: pending.scope, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
    const { privateKey } = await signingKey();
    const idToken = await new SignJWT({ ...claimsOf(account, pending.scope), ...(pending.nonce && { nonce: pending.nonce }), auth_time: Math.floor(Date.now() / 1000) })
      .setProtectedHeader({ alg: 'RS256', kid: 'sandbox-1', typ: 'JWT' })
      .setIssuer(OIDC_ISSUER)
      .setAudience(client.id)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_S}s`)
      .sign(privateKey);
    return HttpResponse.json<TokenAnswer>(
      { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S, id_token: idToken, scope: pending.scope },
      { headers: { 'cache-control': 'no-store' } },
    );
  }),

  http.get(endpoint('/userinfo'), ({ request }) => {
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
    const grant = unseal<AccessGrant>('access', token);
    if (!grant) {
      return HttpResponse.json({ error: 'invalid_token' }, { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
    }
    return HttpResponse.json(claimsOf(accountBySub(grant.sub)!, grant.scope));
  }),
];

/** Whose access token this is, for the sandbox's other services (they trust the sandbox provider's tokens only). */
export function subjectOfAccessToken(token: string): string | null {
  return unseal<AccessGrant>('access', token)?.sub ?? null;
}
