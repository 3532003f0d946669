import 'server-only';
import { z } from 'zod';
import { accountsApiUrl, env } from '@/lib/env';
import { requestJson } from './http';

/** The account service: what the identity provider does not say about a user (profile flags, roles). */

const rolesSchema = z.object({ roles: z.array(z.object({ roleName: z.string() })) });
const profileSchema = z.object({ programmeAccount: z.boolean(), isEleva: z.boolean(), isHeadGrower: z.boolean() });

export interface UserRole {
  roleName: string;
}

export type UserProfile = z.output<typeof profileSchema>;

/** A call about the user, made with their own access token. */
const userCall = <T>(operation: string, uid: string, path: string, accessToken: string, schema: z.ZodType<T>) =>
  requestJson({
    service: 'accounts',
    operation,
    url: `${accountsApiUrl(env).replace(/\/+$/, '')}/users/${encodeURIComponent(uid)}${path}`,
    init: { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    schema,
    timeoutMs: env.ACCOUNTS_TIMEOUT_MS,
    retries: 1,
  });

export async function fetchUserRoles(uid: string, accessToken: string): Promise<UserRole[]> {
  const answer = await userCall('roles', uid, '/roles', accessToken, rolesSchema);
  return answer.roles.map(({ roleName }) => ({ roleName }));
}

export function fetchUserProfile(uid: string, accessToken: string): Promise<UserProfile> {
  return userCall('profile', uid, '', accessToken, profileSchema);
}
