import { assistantLimits, assistantRoute, createConversation } from '@/lib/assistant/conversations';
import { createConversationSchema } from '@/lib/assistant/contract';
import { publicWriteRefusal } from '@/lib/http/public-write';
import { readValidBody } from '@/lib/http/responses';

/** A title of 200 characters, even all escaped, and the rest with room. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * `POST /api/assistant/conversations` `{ title, locale, location: { latitude, longitude } }` -> 201
 * `{ id, createdDate, title }` (lib/assistant/contract.ts), `private, no-store`. A public write:
 * same site, JSON, rate-limited. 400 `invalid_request` with the fields' issues; 503
 * `assistant_unavailable` when no assistant is configured, `store_unavailable` without the shared
 * store. The location is checked and dropped, never kept or logged.
 */
export const POST = (request: Request) =>
  assistantRoute(async () => {
    const refused = await publicWriteRefusal(request, assistantLimits.conversations);
    if (refused) return refused;
    const body = await readValidBody(request, createConversationSchema, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    return Response.json(await createConversation(body.data), { status: 201 });
  });
