// @vitest-environment node
// What server.mjs runs before it listens: instrumentation.ts's register, which parses the
// environment. (tests/e2e/server-start.spec.ts starts the built server itself.)

/** The variables a production environment must set: SANDBOX=off and nothing else configured. */
const REQUIRED_WITHOUT_SANDBOX = [
  'SESSION_SECRET',
  'MARKETO_FORMS_URL',
  'MARKETO_CLIENT_ID',
  'MARKETO_CLIENT_SECRET',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'ACCOUNTS_API_URL',
  'LOYALTY_API_URL',
  'IMPULSO_API_URL',
  'LOYALTY_TOKEN_URL',
  'LOYALTY_CLIENT_ID',
  'LOYALTY_CLIENT_SECRET',
];

/** register() of a fresh instrumentation module (lib/env parses process.env when first imported). */
async function register(variables: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const { register: run } = await import('@/instrumentation');
  return run();
}

describe('the configuration check at start', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses SANDBOX=off without the production variables, listing every missing one', async () => {
    const unset = Object.fromEntries(REQUIRED_WITHOUT_SANDBOX.map((name) => [name, '']));
    const failure = await register({ ...unset, SANDBOX: 'off' }).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(/^Invalid environment configuration:/);
    for (const name of REQUIRED_WITHOUT_SANDBOX) expect(failure?.message).toContain(`- ${name}: is required`);
  });

  it('lists only what is still missing', async () => {
    const failure = await register({ SANDBOX: 'off', SESSION_SECRET: 'a-session-secret-of-at-least-32-characters', ACCOUNTS_API_URL: 'https://accounts.terralis.example' }).catch((error: Error) => error);
    expect(String(failure)).toContain('OIDC_ISSUER');
    expect(String(failure)).not.toContain('SESSION_SECRET');
    expect(String(failure)).not.toContain('ACCOUNTS_API_URL');
  });

  it('passes with the sandbox and nothing configured', async () => {
    await expect(register({ SANDBOX: 'on' })).resolves.toBeUndefined();
  });
});
