import { answer, forSignedIn, writeRefusal } from '@/lib/auth/private-route';
import type { Session } from '@/lib/auth/session';
import { isFieldDataConnected } from '@/lib/field-data/connection';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { savedAdvisorySchema, type AdvisoryAnswer, type SavedAdvisory } from '@/lib/planting-advisory/contract';
import { sharedStore } from '@/lib/shared-store';
import { farmsOf } from '@/lib/upstreams/farms/client';

export const dynamic = 'force-dynamic';

/** A saved advisory is kept a season (spec: 'save for next'); saving again renews it. */
const SAVED_TTL_MS = 180 * 24 * 60 * 60 * 1000;
const savedKey = (session: Session) => `planting-advisory:saved:${session.sub}`;

async function savedOf(session: Session): Promise<SavedAdvisory | null> {
  const raw = await sharedStore().get(savedKey(session));
  if (!raw) return null;
  // A forgotten record (null), one of an older shape or one unreadable counts as none rather than failing the advisory.
  try {
    const parsed = savedAdvisorySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The user's farms, by their e-mail (the farms service knows users by e-mail only; a session without one has none of its own). */
const farmsOfSession = (session: Session) => farmsOf(session.email ?? '');

/**
 * `GET /api/planting-advisory` -> `AdvisoryAnswer` (lib/planting-advisory/contract.ts): the
 * signed-in user's farms (looked up by their e-mail, the preview farms when the service does not
 * know them), whether their field-data account is connected, and the advisory they saved. 401
 * signed out; 502/504 when the farms service fails.
 */
export const GET = () =>
  forSignedIn(async (session) => {
    const [farms, connected, saved] = await Promise.all([farmsOfSession(session), isFieldDataConnected(session.sub), savedOf(session)]);
    return answer({ farms, connected, saved } satisfies AdvisoryAnswer);
  });

/**
 * `PUT /api/planting-advisory` `SavedAdvisory` -> the same, as saved for the signed-in user
 * ('save for next'). 400 for a body the schema refuses (an amount outside 0-15, a water level
 * other than 30/50/70); 422 `date_in_past` for a sowing date before today, `unknown_field` for a
 * farm and field that are not among the user's (the browser offers only theirs); 502/504 when the
 * farms service fails.
 */
export const PUT = async (request: Request) =>
  writeRefusal(request) ??
  forSignedIn(async (session) => {
    const body = await readValidBody(request, savedAdvisorySchema, 4 * 1024);
    if (!body.ok) return body.response;
    // Server's UTC day, with a day's grace for the time zones behind it.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    if (body.data.date < yesterday) return jsonError(422, 'date_in_past', 'The sowing date must be today or later.');
    const farm = (await farmsOfSession(session)).find(({ name }) => name === body.data.farm);
    if (!farm?.fields.some(({ name }) => name === body.data.field)) return jsonError(422, 'unknown_field', "The farm and field must be one of the user's.");
    await sharedStore().put(savedKey(session), JSON.stringify(body.data), SAVED_TTL_MS);
    return answer(body.data);
  });

/**
 * `DELETE /api/planting-advisory` `{}` -> `{ saved: null }`: forgets the signed-in user's saved
 * choices, so the advisory starts at its first step again. The shared store cannot delete, so an
 * empty record takes the place of the saved one.
 */
export const DELETE = async (request: Request) =>
  writeRefusal(request) ??
  forSignedIn(async (session) => {
    await sharedStore().put(savedKey(session), 'null', SAVED_TTL_MS);
    return answer({ saved: null });
  });
