import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { requestJson } from '../http';
import type { AccountsSettings } from './config';
import { profileAnswerSchema, rolesAnswerSchema } from './contract';

/** The account service: what the identity provider does not say about a user (profile flags, roles). */

export interface UserRole {
  roleName: string;
}

export interface UserProfile {
  programmeAccount: boolean;
  isEleva: boolean;
  isHeadGrower: boolean;
}

/**
 * A call about the user, made with their own access token. No retry (DESIGN section 4: only where
 * the spec asks): these calls decide access to a page, which must answer within one timeout.
 */
const userCall = <T>(settings: AccountsSettings, operation: string, uid: string, path: string, accessToken: string, schema: z.ZodType<T>) =>
  requestJson({
    service: 'accounts',
    operation,
    url: `${settings.baseUrl.replace(/\/+$/, '')}/users/${encodeURIComponent(uid)}${path}`,
    init: { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    schema,
    timeoutMs: settings.timeoutMs,
  });

export async function fetchUserRoles(uid: string, accessToken: string, settings = env.accounts): Promise<UserRole[]> {
  const answer = await userCall(settings, 'roles', uid, '/roles', accessToken, rolesAnswerSchema);
  return answer.roles.map(({ roleName }) => ({ roleName }));
}

export async function fetchUserProfile(uid: string, accessToken: string, settings = env.accounts): Promise<UserProfile> {
  const { programmeAccount, isEleva, isHeadGrower } = await userCall(settings, 'profile', uid, '', accessToken, profileAnswerSchema);
  return { programmeAccount, isEleva, isHeadGrower };
}
