import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The site as a client of the sandbox's identity provider; useless anywhere else. */
export const sandboxOidcClient = { clientId: 'terralis-site', clientSecret: 'sandbox-oidc-secret' } as const;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  documentClaim: string;
  timeoutMs: number;
  /** Plain-http discovery is allowed for the in-process sandbox issuer only, never a configured one. */
  isSandbox: boolean;
}

export const oidcConfig = envSlice({
  variables: z.object({
    /** The OpenID provider's issuer URL (its discovery document is read from it). */
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPES: z.string().regex(/(^|\s)openid(\s|$)/, 'must include openid').default('openid email profile'),
    /** The ID-token/userinfo claim that carries the user's tax document (CPF, CUIT). */
    OIDC_DOCUMENT_CLAIM: z.string().min(1).default('document'),
    OIDC_TIMEOUT_MS: timeoutMs(5000),
  }),
  problems: ({ sandbox, present }) => [
    ...(sandbox ? [] : requireVariables(present, ['OIDC_ISSUER'], 'SANDBOX=off')),
    ...(!sandbox || present.OIDC_ISSUER
      ? requireVariables(present, ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'], 'the identity provider is not the sandbox')
      : []),
  ],
  /** The provider as configured, or the sandbox's while it is on and none is. */
  settings: (values, { sandboxUrl }): OidcSettings => ({
    issuer: values.OIDC_ISSUER ?? sandboxUrl('/oidc'),
    clientId: values.OIDC_CLIENT_ID ?? sandboxOidcClient.clientId,
    clientSecret: values.OIDC_CLIENT_SECRET ?? sandboxOidcClient.clientSecret,
    scopes: values.OIDC_SCOPES,
    documentClaim: values.OIDC_DOCUMENT_CLAIM,
    timeoutMs: values.OIDC_TIMEOUT_MS,
    isSandbox: !values.OIDC_ISSUER,
  }),
});
