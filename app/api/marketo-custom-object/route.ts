import { z } from 'zod';
import { canonicalRecord, recordProblems } from '@/features/lead-form';
import { currentSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { publicWriteRefusal } from '@/lib/http/public-write';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import {
  marketo,
  ourMunchkinIdSchema,
  type CustomObjectAction,
  type CustomObjectDescription,
  type CustomObjectOutcome,
  type CustomObjectRecord,
} from '@/lib/upstreams/marketo/client';

/** Marketo takes at most 300 records per call. */
const MAX_RECORDS = 300;
const MAX_BODY_BYTES = 256 * 1024;

const bodySchema = z
  .object({
    action: z.literal('createOrUpdate'),
    customObjectName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a custom object API name'),
    munchkinId: ourMunchkinIdSchema,
    input: z
      .array(z.record(z.string().min(1).max(100), z.union([z.string().max(4000), z.number(), z.boolean(), z.null()])))
      .min(1)
      .max(MAX_RECORDS),
  })
  .strict();

/** What a record that would have changed someone else's is answered with. */
const ownerOnly = { code: 'owner_session_required', message: 'A record with this key exists; only its owner, signed in, may change it.' };

/** Marketo's createOnly answer for a record that already exists. */
const ALREADY_EXISTS = '1005';

/**
 * Whether the signed-in person may update this record: one of its dedupe fields holds their own
 * document (CPF/CUIT, from the session, never from the request).
 */
function isOwnRecord(record: CustomObjectRecord, object: CustomObjectDescription, document: string | undefined): boolean {
  if (!document) return false;
  return object.dedupeFields.some((field) => {
    const value = record[field];
    // A document written with its own punctuation ('529.982.247-25', '20-28765432-5'), nothing else around it.
    return (typeof value === 'string' || typeof value === 'number') && /^[\d.\-/\s]+$/.test(String(value)) && String(value).replace(/\D/g, '') === document;
  });
}

/**
 * `POST /api/marketo-custom-object` `{ action: 'createOrUpdate', customObjectName, munchkinId, input }`
 * -> `{ data: [{ seq, status, marketoGUID?, reasons? }] }`. Only the custom objects listed in
 * MARKETO_CUSTOM_OBJECTS can be written, only with the fields Marketo describes for them, each
 * checked (a CPF and an e-mail with the lead form's rules, types and lengths with Marketo's): 400
 * `invalid_record` with, per record, the message keys of each field's problems. A record keyed by
 * the signed-in person's own document is created or updated; any other is only created, so an
 * existing one (someone else's) is left as it is and answered `skipped` with `owner_session_required`.
 */
export async function POST(request: Request) {
  const refused = await publicWriteRefusal(request, 'custom-object');
  if (refused) return refused;
  const body = await readValidBody(request, bodySchema, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { customObjectName, munchkinId, input } = body.data;
  if (!env.marketo.customObjects.includes(customObjectName)) {
    return jsonError(400, 'invalid_request', 'This custom object cannot be written through the site.', { customObjectName });
  }
  try {
    const object = await marketo.describeCustomObject(munchkinId, customObjectName);
    const known = new Set(object.fields.map((field) => field.name));
    const unknown = [...new Set(input.flatMap((record) => Object.keys(record).filter((name) => !known.has(name))))];
    if (unknown.length > 0) return jsonError(400, 'invalid_request', 'The custom object has no such fields.', { unknownFields: unknown });
    const invalid = input.flatMap((record, seq) => {
      const fields = recordProblems(record, object);
      return Object.keys(fields).length > 0 ? [{ seq, fields }] : [];
    });
    if (invalid.length > 0) return jsonError(400, 'invalid_record', 'Some records are not valid.', { records: invalid });

    const document = (await currentSession())?.document;
    const records = input.map((record, seq) => ({ seq, record: canonicalRecord(record) }));
    const sync = async (batch: typeof records, action: CustomObjectAction): Promise<CustomObjectOutcome[]> => {
      if (batch.length === 0) return [];
      const results = await marketo.syncCustomObject(munchkinId, customObjectName, batch.map(({ record }) => record), action);
      return results.map((outcome) => {
        const refusedUpdate = action === 'createOnly' && outcome.reasons?.some((reason) => reason.code === ALREADY_EXISTS);
        // Marketo numbers the records of each call from 0: the caller's numbering is given back.
        return { ...outcome, seq: batch[outcome.seq]?.seq ?? outcome.seq, ...(refusedUpdate && { reasons: [ownerOnly] }) };
      });
    };
    const outcomes = await Promise.all([
      sync(records.filter(({ record }) => isOwnRecord(record, object, document)), 'createOrUpdate'),
      sync(records.filter(({ record }) => !isOwnRecord(record, object, document)), 'createOnly'),
    ]);
    return Response.json({ data: outcomes.flat().sort((a, b) => a.seq - b.seq) }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
