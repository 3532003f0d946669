import 'server-only';
import { errorMessage, log } from '@/lib/log';
import { sharedStore } from '@/lib/shared-store';

/**
 * Sessions ended by a logout. The session cookie is sealed and stays valid until it expires, so
 * clearing it in the browser is not enough: a copy taken earlier would keep working. Its id is
 * remembered in the shared store (memory for one process, Redis shared by every instance with
 * REDIS_URL) for as long as the cookie could still be presented, and such a cookie is refused.
 */

const revokedKey = (sessionId: string) => `revoked-session:${sessionId}`;

/** Records the end of a session for `ttlMs` (its longest remaining life). False when the store could not be reached. */
export async function recordRevocation(sessionId: string, ttlMs: number): Promise<boolean> {
  try {
    await sharedStore().remember(revokedKey(sessionId), ttlMs);
    return true;
  } catch (error) {
    log.error('auth.revocation_unrecorded', { error: errorMessage(error) });
    return false;
  }
}

/**
 * Whether a session was ended by a logout. When the store cannot be reached (Redis down) the
 * answer is "no": fail open. The cookie is still authenticated (AES-GCM under SESSION_SECRET) and
 * still expires; what goes unchecked for the outage is only the replay of a cookie copied before
 * a logout. Failing closed would sign every user out of the whole site for as long as Redis is
 * down, an outage users cannot do anything about. Each unchecked session is logged, so the
 * outage shows.
 */
export async function isRevoked(sessionId: string): Promise<boolean> {
  try {
    return await sharedStore().has(revokedKey(sessionId));
  } catch (error) {
    log.warn('auth.revocation_unchecked', { error: errorMessage(error) });
    return false;
  }
}
