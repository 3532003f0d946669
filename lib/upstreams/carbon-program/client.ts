import 'server-only';
import { z } from 'zod';
import { documentPdfHref, type CarbonField, type CarbonProgramAnswer } from '@/lib/carbon-program/contract';
import { documentStatusOf } from '@/lib/carbon-program/status';
import { env } from '@/lib/env';
import { fetchWithNotFoundAnswer, requestFile, requestJson, UpstreamError, type UpstreamFile } from '../http';
import type { CarbonProgramSettings } from './config';
import { API_KEY_HEADER, documentKinds, notParticipantSchema, programAnswerSchema, programPath, type DocumentKind, type FieldWire, type ProgramAnswer } from './contract';

/**
 * The carbon programme service (its wire format in ./contract.ts): the only code that speaks its
 * shapes. The user is always the session's subject, passed in by the caller. No call is retried
 * (the spec asks for none).
 */

const SERVICE = 'carbon-program';

function configured(settings: CarbonProgramSettings): { baseUrl: string; apiKey: string } {
  if (!settings.baseUrl || !settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No carbon programme service is configured.');
  return { baseUrl: settings.baseUrl.replace(/\/+$/, ''), apiKey: settings.apiKey };
}

const programOrNotParticipant = z.union([programAnswerSchema, notParticipantSchema]);

/** The service's answer for the user, null when they take no part. */
async function readProgram(userId: string, settings: CarbonProgramSettings): Promise<ProgramAnswer | null> {
  const { baseUrl, apiKey } = configured(settings);
  const answer = await requestJson({
    service: SERVICE,
    operation: 'getCarbonProgram',
    url: `${baseUrl}${programPath(userId)}`,
    init: { headers: { [API_KEY_HEADER]: apiKey, accept: 'application/json' } },
    timeoutMs: settings.timeoutMs,
    schema: programOrNotParticipant,
    // The service's 404 `not-participant` is an answer; any other 404 (a wrong base URL) stays a
    // failure: a misconfigured service must never send participants away from their journey.
    fetch: fetchWithNotFoundAnswer(notParticipantSchema),
  });
  return 'fields' in answer ? answer : null;
}

const fieldOf = (userId: string, field: FieldWire): CarbonField => ({
  id: field.id,
  name: field.name,
  ...(field.areaHectares !== undefined && { areaHectares: field.areaHectares }),
  documents: documentKinds.flatMap((kind) => {
    const document = field.documents[kind];
    return document ? [{ kind, status: documentStatusOf(document.status), pdfHref: documentPdfHref(userId, field.id, kind) }] : [];
  }),
});

/** The user's part in the programme: their fields and documents, or `participant: false`. */
export async function fetchCarbonProgram(userId: string, settings: CarbonProgramSettings = env.carbonProgram): Promise<CarbonProgramAnswer> {
  const program = await readProgram(userId, settings);
  return program ? { participant: true, fields: program.fields.map((field) => fieldOf(userId, field)) } : { participant: false };
}

/**
 * The PDF of one of the user's documents, looked up in their own programme first: the file's path
 * never comes from the request, so nobody reaches another participant's file. Null when the user
 * takes no part, or the field or the document does not exist.
 */
export async function fetchCarbonDocument(
  userId: string,
  fieldId: string,
  kind: DocumentKind,
  settings: CarbonProgramSettings = env.carbonProgram,
): Promise<UpstreamFile | null> {
  const program = await readProgram(userId, settings);
  const document = program?.fields.find((field) => field.id === fieldId)?.documents[kind];
  if (!document) return null;
  const { baseUrl, apiKey } = configured(settings);
  return requestFile({
    service: SERVICE,
    operation: 'getDocumentPdf',
    url: `${baseUrl}${document.pathPdf}`,
    init: { headers: { [API_KEY_HEADER]: apiKey } },
    timeoutMs: settings.timeoutMs,
    contentType: /^application\/pdf\b/,
  });
}
