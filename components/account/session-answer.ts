/** The signed-in user as the browser sees them (spec: user context). */
export interface SignedInUser {
  document?: string;
  email?: string;
  name?: string;
  isEleva: boolean;
}

/** What `GET /api/account/session` answers. */
export type SessionAnswer = { isLoggedIn: false } | { isLoggedIn: true; user: SignedInUser };

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Checks the session route's answer, and throws on anything else (a proxy's HTML error page, a
 * changed route): the caller then treats the visitor as signed out. Written out instead of a zod
 * schema because it runs in every page's first load (lib/api-client.ts says why).
 */
export function parseSessionAnswer(answer: unknown): SessionAnswer {
  if (typeof answer === 'object' && answer !== null && 'isLoggedIn' in answer) {
    if (answer.isLoggedIn === false) return { isLoggedIn: false };
    if (answer.isLoggedIn === true && 'user' in answer && typeof answer.user === 'object' && answer.user !== null) {
      const { document, email, name, isEleva } = answer.user as Record<string, unknown>;
      if (optionalString(document) && optionalString(email) && optionalString(name) && typeof isEleva === 'boolean') {
        return { isLoggedIn: true, user: { document, email, name, isEleva } as SignedInUser };
      }
    }
  }
  throw new TypeError('Not an answer of /api/account/session');
}
