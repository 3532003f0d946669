import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '../origin';
import { accountBySub } from '../oidc/accounts';
import { subjectOfAccessToken } from '../oidc/handlers';

/**
 * The account service: a user's roles, for the user themself only, authorised by an access token
 * of the sandbox identity provider.
 */
export const accountsHandlers = [
  http.get(`${SANDBOX_ORIGIN}/accounts/users/:uid/roles`, ({ request, params }) => {
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    const subject = token ? subjectOfAccessToken(token) : null;
    if (!subject) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
    if (subject !== params.uid) return HttpResponse.json({ error: 'forbidden' }, { status: 403 });
    const account = accountBySub(subject);
    return HttpResponse.json({ uid: subject, roles: (account?.roles ?? []).map((roleName) => ({ roleName })) });
  }),
];
