import 'server-only';
import { cache } from 'react';
import { AccessFactUnavailable, decideAccess, type AccessDecision, type PageAccess } from '@/lib/access/page-access';
import type { Viewer } from '@/lib/cms/blocks';
import { activeAllowList, flagEnabled } from '@/lib/flags';
import { errorMessage, log } from '@/lib/log';
import { fetchUserProfile, fetchUserRoles } from '@/lib/upstreams/accounts/client';
import { UpstreamError } from '@/lib/upstreams/http';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { currentSession, type Session } from './session';

/** One roles call per request, however many gates ask (React's cache keys by argument value, so by the strings). */
const rolesFor = cache(async (uid: string, accessToken: string): Promise<string[]> => (await fetchUserRoles(uid, accessToken)).map((role) => role.roleName));

const profileFor = cache((uid: string, accessToken: string) => fetchUserProfile(uid, accessToken));

/**
 * A fact of the account service for an access decision. Its failure (an error status, a malformed
 * answer, no answer within ACCOUNTS_TIMEOUT_MS) makes the fact unavailable, and the decision with
 * it: never a denial. Logged here, once per request.
 */
function accountFact<T>(fact: AccessFactUnavailable['fact'], read: Promise<T>): Promise<T> {
  const known = read.catch((error: unknown) => {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn('access.unavailable', { fact, failure: error.failure, status: error.status });
    throw new AccessFactUnavailable(fact, { cause: error });
  });
  // Awaited only if the rules get that far.
  known.catch(() => undefined);
  return known;
}

/**
 * The decision for the current request, made once however many places ask (page and metadata).
 * The reads it may need are independent, so they start together: the roles (which the page's role
 * gates read too) and the profile (programme account) at once, not one after the other, so a
 * failing account service costs one timeout, not two.
 */
const decisionFor = cache(async (accessKey: string, access: PageAccess): Promise<AccessDecision> => {
  const session = await currentSession();
  const roles = session ? accountFact('roles', rolesFor(session.sub, session.accessToken)) : Promise.resolve([]);
  const programmeAccount =
    session && access.requireProgrammeAccount
      ? accountFact('programmeAccount', profileFor(session.sub, session.accessToken).then((profile) => profile.programmeAccount))
      : Promise.resolve(false);
  return decideAccess(access, {
    user: session && { email: session.email },
    flagEnabled,
    allowList: activeAllowList,
    roles: () => roles,
    hasProgrammeAccount: () => programmeAccount,
  });
});

/** What the page shows for the current request, without redirecting (for its metadata). */
export const pageAccessDecision = (access: PageAccess) => decisionFor(JSON.stringify(access), access);

/**
 * The gate of a page with access rules, run where the page renders: sends the visitor to sign in
 * (coming back to `pagePath`) or home, or answers whether to show the page, the restricted-access
 * page, or the page saying access cannot be checked right now. Headers and the proxy play no
 * part, so no forged header gets around it.
 */
export async function guardPage(access: PageAccess, locale: Locale, pagePath: string): Promise<'allow' | 'restricted' | 'unavailable'> {
  const decision = await pageAccessDecision(access);
  if (decision === 'login') return redirect({ href: { pathname: '/login', query: { redirectUrl: pagePath } }, locale });
  // The spec's '/' for users not permitted, in the page's own locale rather than the browser's.
  if (decision === 'home') return redirect({ href: '/', locale });
  return decision;
}

/** The roles blocks see: a failing roles call means no roles (spec section 8), so role gates show nothing. */
async function viewerRoles(session: Session): Promise<string[]> {
  try {
    return await rolesFor(session.sub, session.accessToken);
  } catch (error) {
    log.warn('account.roles_unavailable', { error: errorMessage(error) });
    return [];
  }
}

/**
 * The signed-in user as blocks on per-request pages see them, from the session already read for
 * the access decision: identity only from the session, roles read once per request. Undefined for
 * a visitor.
 */
export async function currentViewer(): Promise<Viewer | undefined> {
  const session = await currentSession();
  if (!session) return undefined;
  const { sub, email, name, document } = session;
  return {
    uid: sub,
    ...(email && { email }),
    ...(name && { name }),
    ...(document && { document }),
    roles: () => viewerRoles(session),
    flagEnabled,
    isHeadGrower: async () => (await profileFor(session.sub, session.accessToken)).isHeadGrower,
  };
}
