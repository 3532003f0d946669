import { z } from 'zod';
import { envSlice, requireVariables, secret } from '@/lib/env-slice';

/** Encrypts session cookies while the sandbox is on and nothing is configured; never use it anywhere else. */
export const sandboxSessionSecret = 'sandbox-session-secret-for-local-use-only';

export interface SessionSettings {
  /** Encrypts the session cookie: the same on every server instance. */
  secret: string | null;
  maxAgeS: number;
}

export const sessionConfig = envSlice({
  variables: z.object({
    SESSION_SECRET: secret(32),
    SESSION_MAX_AGE_S: z.coerce.number().int().min(300).max(30 * 24 * 3600).default(8 * 3600),
  }),
  problems: ({ sandbox, present }) => (sandbox ? [] : requireVariables(present, ['SESSION_SECRET'], 'SANDBOX=off')),
  settings: (values, { sandbox }): SessionSettings => ({
    secret: values.SESSION_SECRET ?? (sandbox ? sandboxSessionSecret : null),
    maxAgeS: values.SESSION_MAX_AGE_S,
  }),
});
