import { http, HttpResponse } from 'msw';
import { accountBySub, type SandboxAccount } from '@/lib/sandbox/demo-accounts';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { subjectOfAccessToken } from '@/lib/upstreams/oidc/sandbox/handlers';
import type { ProfileAnswer, RolesAnswer } from '../contract';
import { programmePageHandlers } from './programme-pages';

/**
 * The account service: a user's profile and roles, for the user themself only, authorised by an
 * access token of the sandbox identity provider.
 */
function forOwner(path: string, answer: (account: SandboxAccount) => Response) {
  return http.get(`${SANDBOX_ORIGIN}/accounts/users/:uid${path}`, ({ request, params }) => {
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    const subject = token ? subjectOfAccessToken(token) : null;
    if (!subject) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
    if (subject !== params.uid) return HttpResponse.json({ error: 'forbidden' }, { status: 403 });
    return answer(accountBySub(subject)!);
  });
}

export const accountsHandlers = [
  forOwner('', (account) =>
    HttpResponse.json<ProfileAnswer>({ uid: account.sub, programmeAccount: account.programme !== undefined, isEleva: account.isEleva, isHeadGrower: account.isHeadGrower }),
  ),
  forOwner('/roles', (account) => HttpResponse.json<RolesAnswer>({ uid: account.sub, roles: account.roles.map((roleName) => ({ roleName })) })),
  ...programmePageHandlers,
];
