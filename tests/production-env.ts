/**
 * The least a production environment sets (SANDBOX=off): each service the sandbox stood in for,
 * configured. Tests of what changes once the sandbox is off start from it.
 */
export const realIdentity = {
  OIDC_ISSUER: 'https://id.terralis.example',
  OIDC_CLIENT_ID: 'site',
  OIDC_CLIENT_SECRET: 'site-secret',
  ACCOUNTS_API_URL: 'https://accounts.terralis.example',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  // The signed-in member's programme (loyalty and Impulso services, their token service).
  LOYALTY_API_URL: 'https://loyalty.impulso.example/impulso-back/api',
  IMPULSO_API_URL: 'https://api.impulso.example',
  LOYALTY_TOKEN_URL: 'https://auth.impulso.example/oauth/token',
  LOYALTY_CLIENT_ID: 'site',
  LOYALTY_CLIENT_SECRET: 'site-secret',
  // The Argentine customer's digital finance, the US grower's rewards programme.
  FINANCE_API_URL: 'https://finance.terralis.example/api',
  FINANCE_API_KEY: 'finance-key',
  GROWERS_REWARDS_API_URL: 'https://rewards.terralis.example/api',
  GROWERS_REWARDS_API_KEY: 'rewards-key',
} as const;

export const productionEnv = {
  ...realIdentity,
  SANDBOX: 'off',
  MARKETO_MUNCHKIN_IDS: '123-ABC-456',
  MARKETO_FORMS_URL: 'https://app-ab12.marketo.com',
  MARKETO_CLIENT_ID: 'c',
  MARKETO_CLIENT_SECRET: 's',
} as const;
