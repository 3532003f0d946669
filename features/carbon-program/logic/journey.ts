import type { CarbonDocument, CarbonField, DocumentKind } from '@/lib/carbon-program/contract';
import { documentKinds } from '@/lib/carbon-program/contract';
import type { DocumentStatus } from '@/lib/carbon-program/status';
import type { CarbonProgramRead } from '../api/program-for-viewer';

/**
 * What the journey shows: its error state, the 'Aguarde!' card (a participant the programme has
 * produced no document for yet: no fields, or fields without documents), or the fields that have
 * documents, each in the journey's order. A non-participant is normally sent away by the gate;
 * without it on the page, they see nothing (`none`), never a promise of a journey.
 */
export type JourneyView = { kind: 'error' } | { kind: 'none' } | { kind: 'waiting' } | { kind: 'fields'; fields: CarbonField[] };

export function journeyView(read: CarbonProgramRead): JourneyView {
  if (!read.ok) return { kind: 'error' };
  if (!read.data.participant) return { kind: 'none' };
  const fields = read.data.fields.filter((field) => field.documents.length > 0);
  return fields.length > 0 ? { kind: 'fields', fields: fields.map((field) => ({ ...field, documents: orderedDocuments(field.documents) })) } : { kind: 'waiting' };
}

/** The journey's order: contract, socio-environmental analysis, soil analysis, management plan. */
export const orderedDocuments = (documents: readonly CarbonDocument[]): CarbonDocument[] =>
  [...documents].sort((a, b) => documentKinds.indexOf(a.kind) - documentKinds.indexOf(b.kind));

/** The message key of a document's label (`CarbonProgram.documents.*`). */
export const documentLabelKey = (kind: DocumentKind) => `documents.${kind}` as const;

/** The badge's look: done, under way, needs the participant's attention, not started. */
export type BadgeTone = 'success' | 'info' | 'error' | 'neutral';

const tones: Record<DocumentStatus, BadgeTone> = { approved: 'success', inReview: 'info', rejected: 'error', pending: 'neutral' };

export const badgeTone = (status: DocumentStatus): BadgeTone => tones[status];
