import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** Credentials the sandbox's token service accepts; useless anywhere else. */
export const sandboxLoyaltyCredentials = { clientId: 'sandbox-loyalty-client', clientSecret: 'sandbox-loyalty-secret' } as const;

export interface LoyaltySettings {
  /** The Loyalty service: members, transaction history and details, categories. */
  loyaltyUrl: string;
  /** The Impulso service: banner, expiration, recommendations, campaign, contents, redemptions, services search. */
  impulsoUrl: string;
  /** The token service both take their bearer token from (OAuth client credentials). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

const VARIABLES = ['LOYALTY_API_URL', 'IMPULSO_API_URL', 'LOYALTY_TOKEN_URL', 'LOYALTY_CLIENT_ID', 'LOYALTY_CLIENT_SECRET'] as const;

export const loyaltyConfig = envSlice({
  variables: z.object({
    /** The Loyalty service, the impulse backend (`https://…/impulso-back/api`). */
    LOYALTY_API_URL: z.url().optional(),
    /** The Impulso service. */
    IMPULSO_API_URL: z.url().optional(),
    /** The token service (client credentials) whose bearer token both services take. */
    LOYALTY_TOKEN_URL: z.url().optional(),
    LOYALTY_CLIENT_ID: z.string().min(1).optional(),
    LOYALTY_CLIENT_SECRET: z.string().min(1).optional(),
    LOYALTY_TIMEOUT_MS: timeoutMs(5000),
  }),
  // All or nothing: the sandbox's token is useless to a real service, and a real token to the sandbox.
  problems: ({ sandbox, present }) =>
    !sandbox || VARIABLES.some((name) => present[name]) ? requireVariables(present, VARIABLES, sandbox ? 'any LOYALTY_* or IMPULSO_API_URL variable is set' : 'SANDBOX=off') : [],
  settings: (values, { sandboxUrl }): LoyaltySettings => ({
    loyaltyUrl: values.LOYALTY_API_URL ?? sandboxUrl('/loyalty/impulso-back/api'),
    impulsoUrl: values.IMPULSO_API_URL ?? sandboxUrl('/impulso/api'),
    tokenUrl: values.LOYALTY_TOKEN_URL ?? sandboxUrl('/loyalty/oauth/token'),
    clientId: values.LOYALTY_CLIENT_ID ?? sandboxLoyaltyCredentials.clientId,
    clientSecret: values.LOYALTY_CLIENT_SECRET ?? sandboxLoyaltyCredentials.clientSecret,
    timeoutMs: values.LOYALTY_TIMEOUT_MS,
  }),
});
