import { assistantLimits, assistantRoute, giveFeedback } from '@/lib/assistant/conversations';
import { feedbackRequestSchema } from '@/lib/assistant/contract';
import { publicWriteRefusal } from '@/lib/http/public-write';
import { readValidBody } from '@/lib/http/responses';

/** A comment of 1,000 characters, even all escaped, and the rating. */
const MAX_BODY_BYTES = 8 * 1024;

/**
 * `POST /api/assistant/conversations/{conversationId}/prompts/{promptId}/feedback` `{ rating: 0-5,
 * comment? }` -> 200 the updated prompt (lib/assistant/contract.ts), `private, no-store`. A public
 * write: same site, JSON, rate-limited. 404 `conversation_not_found`, `prompt_not_found` (a prompt
 * of another conversation too); 400 `invalid_request`; 503 `store_unavailable`. Logged with the ids
 * and the rating, never the comment.
 */
export const POST = (request: Request, { params }: { params: Promise<{ conversationId: string; promptId: string }> }) =>
  assistantRoute(async () => {
    const refused = await publicWriteRefusal(request, assistantLimits.feedback);
    if (refused) return refused;
    const body = await readValidBody(request, feedbackRequestSchema, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    const { conversationId, promptId } = await params;
    return Response.json(await giveFeedback(conversationId, promptId, body.data));
  });
