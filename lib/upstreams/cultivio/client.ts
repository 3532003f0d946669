import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { fetchWithSandbox } from '@/lib/sandbox/hook';
import type { SeedQualityAnswer, SeedQualityMessage } from '@/lib/seed-quality/contract';
import { requestJson, UpstreamError } from '../http';
import type { CultivioSettings } from './config';
import { API_KEY_HEADER, CORN_BATCH_PATH, cornBatchAnswerSchema, cornBatchErrorSchema } from './contract';

/** Cultivio (its wire format in ./contract.ts): the only code that speaks its shapes. No call is retried (the spec asks for none). */

const SERVICE = 'cultivio';

/** The two answers the spec passes on (§7): a 200's body, or a 400's error body. */
export type CornBatchAnswer = { status: 200; body: SeedQualityAnswer } | { status: 400; body: SeedQualityMessage };

const envelopeSchema = z.union([
  z.object({ status: z.literal(200), body: cornBatchAnswerSchema }),
  z.object({ status: z.literal(400), body: cornBatchErrorSchema }),
]);

/**
 * The sandbox-aware fetch, with the 400 kept as an answer: the helper reads any non-OK status as a
 * failure and drops its body, yet the spec passes that body on. A 200 and a 400 come back as one
 * 200 envelope `{ status, body }` (the body still checked by the schema); any other status stays a
 * failure. (The call's log line then says 200.)
 */
async function envelopeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetchWithSandbox(input, init);
  if (response.status !== 200 && response.status !== 400) return response;
  // Read within the call's timeout (the signal is in init): a stalled body still times out.
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the helper reads the whole thing as malformed.
    return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
  }
  return Response.json({ status: response.status, body });
}

function configured(settings: CultivioSettings): { baseUrl: string; apiKey: string } {
  if (!settings.baseUrl || !settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No Cultivio service is configured.');
  return { baseUrl: settings.baseUrl.replace(/\/+$/, ''), apiKey: settings.apiKey };
}

/** A corn seed batch's quality report by its code (`seedGroupCode`, as printed on the bag). */
async function cornBatch(seedGroupCode: string, settings: CultivioSettings = env.cultivio): Promise<CornBatchAnswer> {
  const { baseUrl, apiKey } = configured(settings);
  return requestJson({
    service: SERVICE,
    operation: 'cornBatch',
    url: `${baseUrl}${CORN_BATCH_PATH}?${new URLSearchParams({ seedGroupCode })}`,
    init: { headers: { accept: 'application/json', [API_KEY_HEADER]: apiKey } },
    schema: envelopeSchema,
    timeoutMs: settings.timeoutMs,
    fetch: envelopeFetch,
  });
}

export const cultivio = { cornBatch };
