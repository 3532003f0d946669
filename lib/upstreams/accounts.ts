import 'server-only';
import { z } from 'zod';
import { accountsApiUrl, env } from '@/lib/env';
import { requestJson } from './http';

/** The account service: what the identity provider does not say about a user (their roles). */

const rolesSchema = z.object({ roles: z.array(z.object({ roleName: z.string() })) });

export interface UserRole {
  roleName: string;
}

/** The user's roles, read with their own access token. */
export async function fetchUserRoles(uid: string, accessToken: string): Promise<UserRole[]> {
  const answer = await requestJson({
    service: 'accounts',
    operation: 'roles',
    url: `${accountsApiUrl(env).replace(/\/+$/, '')}/users/${encodeURIComponent(uid)}/roles`,
    init: { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    schema: rolesSchema,
    timeoutMs: env.ACCOUNTS_TIMEOUT_MS,
    retries: 1,
  });
  return answer.roles.map(({ roleName }) => ({ roleName }));
}
