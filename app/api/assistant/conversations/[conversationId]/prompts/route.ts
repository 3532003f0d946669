import { askForSummary, assistantLimits, assistantRoute } from '@/lib/assistant/conversations';
import { promptRequestSchema } from '@/lib/assistant/contract';
import { publicWriteRefusal } from '@/lib/http/public-write';
import { rateLimited } from '@/lib/http/rate-limit';
import { readValidBody } from '@/lib/http/responses';

/** A question and a path of 300 characters each, even all escaped. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * `POST /api/assistant/conversations/{conversationId}/prompts` `{ questionText: 'summarize {title}',
 * path: '/{locale}/…' }` -> 201 the prompt with its summary (lib/assistant/contract.ts), `private,
 * no-store`. A public write that may cost a model call: besides the per-minute limit of public
 * writes, an hourly one per client. 404 `conversation_not_found`, `page_not_found` (no published,
 * public page there); 400 `invalid_request`, `not_summarisable` (not an article or product, or no
 * text), `question_mismatch` (the question names another title); 503 `assistant_unavailable`,
 * `store_unavailable`; 502/504 when the model fails.
 */
export const POST = (request: Request, { params }: { params: Promise<{ conversationId: string }> }) =>
  assistantRoute(async () => {
    const refused = (await publicWriteRefusal(request, assistantLimits.prompts)) ?? (await rateLimited(request, assistantLimits.promptsPerHour));
    if (refused) return refused;
    const body = await readValidBody(request, promptRequestSchema, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    return Response.json(await askForSummary((await params).conversationId, body.data), { status: 201 });
  });
