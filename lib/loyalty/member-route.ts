import 'server-only';
import { forSignedIn, privately } from '@/lib/auth/private-route';
import { jsonError } from '@/lib/http/responses';
import { UpstreamError } from '@/lib/upstreams/http';

export { answer, writeRefusal } from '@/lib/auth/private-route';

/**
 * What every loyalty Route Handler (`app/api/loyalty/*`) shares, over the private route's rules
 * (lib/auth/private-route.ts): the member is the signed-in user, named to the programme by their
 * document (which never reaches the browser). 403 without a programme account (no document in the
 * session, or the programme answers not-found for them).
 */

export const noProgrammeAccount = () => jsonError(403, 'no_programme_account', 'There is no loyalty programme account for this user.');

/**
 * Runs `handle` for the signed-in member's document. A not-found from the programme means it does
 * not know the member (403); routes that look up something that may not exist (a transaction)
 * answer their own 404 before that.
 */
export const forMember = (handle: (document: string) => Promise<Response>): Promise<Response> =>
  forSignedIn(
    (session) => (session.document ? handle(session.document) : Promise.resolve(privately(noProgrammeAccount()))),
    (error) => (error instanceof UpstreamError && error.failure === 'not_found' ? noProgrammeAccount() : null),
  );
