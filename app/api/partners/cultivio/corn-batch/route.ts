import { type NextRequest } from 'next/server';
import { jsonError } from '@/lib/http/responses';
import { cornBatchReply, type CornBatchOutcome } from '@/lib/seed-quality/corn-batch-reply';
import { seedGroupCodeSchema } from '@/lib/seed-quality/contract';
import { cultivio } from '@/lib/upstreams/cultivio/client';
import { UpstreamError } from '@/lib/upstreams/http';

/** A batch's analysis does not change: browsers keep a report 5 minutes, the CDN an hour. A message is never kept (a batch unknown today may be analysed tomorrow). */
const CACHE = 'public, max-age=300, s-maxage=3600';

/** What the call came to: Cultivio's 200 or 400 with its body, another status, or an exception. */
async function outcomeOf(seedGroupCode: string): Promise<CornBatchOutcome> {
  try {
    const answer = await cultivio.cornBatch(seedGroupCode);
    return { kind: 'answer', status: answer.status, body: answer.body };
  } catch (error) {
    const status = error instanceof UpstreamError && (error.failure === 'status' || error.failure === 'not_found') ? error.status : undefined;
    return status === undefined ? { kind: 'exception', timedOut: error instanceof UpstreamError && error.failure === 'timeout' } : { kind: 'answer', status };
  }
}

/**
 * `GET /api/partners/cultivio/corn-batch/?seedGroupCode={code}` (spec §7): a corn seed batch's
 * quality report (`SeedQualityResult`, lib/seed-quality/contract.ts), or an object with a
 * `message` (an unknown batch: 200; Cultivio's 400 body: 400; any other status: 502 'Unkown
 * error'; no answer: 502 'Error', 504 when it timed out). A missing or ill-formed code is our 400
 * `invalid_request`, without calling Cultivio. Never a 500.
 */
export async function GET(request: NextRequest) {
  const code = seedGroupCodeSchema.safeParse(request.nextUrl.searchParams.get('seedGroupCode') ?? '');
  if (!code.success) return jsonError(400, 'invalid_request', 'seedGroupCode must be 1-32 letters, digits or dashes.');
  const reply = cornBatchReply(await outcomeOf(code.data));
  const report = reply.status === 200 && typeof reply.body === 'object' && reply.body !== null && !('message' in reply.body);
  return Response.json(reply.body, { status: reply.status, headers: { 'cache-control': report ? CACHE : 'no-store' } });
}
