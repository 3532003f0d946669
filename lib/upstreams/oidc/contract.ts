import type { ServerMetadata } from 'openid-client';
import { z } from 'zod';

/**
 * OpenID Connect is this service's contract: discovery, the authorization code flow with PKCE,
 * JWKS and userinfo, which openid-client speaks for the client. This file names what the site
 * relies on, for the client and its sandbox alike.
 */

/** The discovery document (`{issuer}/.well-known/openid-configuration`). */
export type DiscoveryDocument = ServerMetadata;

/** The only redirect URI the site registers, on whatever host it runs. */
export const CALLBACK_PATH = '/api/auth/callback';

/** The scopes the site asks for unless OIDC_SCOPES says otherwise. */
export const DEFAULT_SCOPES = 'openid email profile';

/** The token endpoint's answer to an authorization code grant. */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  id_token: string;
  scope: string;
}

/** The claims the site reads from the ID token and userinfo; the document claim's name is configured (OIDC_DOCUMENT_CLAIM). */
export const userClaimsSchema = z.looseObject({ sub: z.string(), email: z.string().optional(), name: z.string().optional() });
