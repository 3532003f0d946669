import type { CarbonDocument, CarbonField, DocumentKind } from '@/lib/carbon-program/contract';
import type { DocumentStatus } from '@/lib/carbon-program/status';
import type { CarbonProgramRead } from '../api/program-for-viewer';
import { badgeTone, documentLabelKey, journeyView, orderedDocuments, type BadgeTone, type JourneyView } from './journey';

const doc = (kind: DocumentKind, status: DocumentStatus = 'pending'): CarbonDocument => ({ kind, status, pdfHref: `/api/carbon-program/u/documents/f/${kind}` });
const field = (id: string, documents: CarbonDocument[]): CarbonField => ({ id, name: id, documents });

describe('journeyView', () => {
  it.each<[string, CarbonProgramRead, JourneyView]>([
    ['a failed read', { ok: false }, { kind: 'error' }],
    ['a user who takes no part', { ok: true, data: { participant: false } }, { kind: 'none' }],
    ['a participant without fields', { ok: true, data: { participant: true, fields: [] } }, { kind: 'waiting' }],
    ['a participant whose fields have no documents yet', { ok: true, data: { participant: true, fields: [field('a', []), field('b', [])] } }, { kind: 'waiting' }],
  ])('shows %s as %j', (_name, read, expected) => {
    expect(journeyView(read)).toEqual(expected);
  });

  it('shows only the fields with documents, each in the journey’s order, keeping the fields’ order', () => {
    const read: CarbonProgramRead = {
      ok: true,
      data: { participant: true, fields: [field('b', [doc('soilAnalysis'), doc('contracts')]), field('empty', []), field('a', [doc('managementPlans')])] },
    };
    const view = journeyView(read);
    expect(view.kind === 'fields' && view.fields.map((one) => [one.id, one.documents.map((document) => document.kind)])).toEqual([
      ['b', ['contracts', 'soilAnalysis']],
      ['a', ['managementPlans']],
    ]);
  });
});

describe('orderedDocuments', () => {
  it.each<[DocumentKind[], DocumentKind[]]>([
    [[], []],
    [['managementPlans', 'soilAnalysis', 'socioenvironmentalAnalysis', 'contracts'], ['contracts', 'socioenvironmentalAnalysis', 'soilAnalysis', 'managementPlans']],
    [['soilAnalysis', 'contracts'], ['contracts', 'soilAnalysis']],
    [['contracts', 'managementPlans'], ['contracts', 'managementPlans']],
  ])('orders %j as %j, without changing its input', (kinds, expected) => {
    const documents = kinds.map((kind) => doc(kind));
    expect(orderedDocuments(documents).map((document) => document.kind)).toEqual(expected);
    expect(documents.map((document) => document.kind)).toEqual(kinds);
  });
});

describe('labels and badges', () => {
  it.each<[DocumentKind, string]>([
    ['contracts', 'documents.contracts'],
    ['socioenvironmentalAnalysis', 'documents.socioenvironmentalAnalysis'],
    ['soilAnalysis', 'documents.soilAnalysis'],
    ['managementPlans', 'documents.managementPlans'],
  ])('labels %s with %s', (kind, key) => {
    expect(documentLabelKey(kind)).toBe(key);
  });

  it.each<[DocumentStatus, BadgeTone]>([
    ['approved', 'success'],
    ['inReview', 'info'],
    ['rejected', 'error'],
    ['pending', 'neutral'],
  ])('gives %s the %s badge', (status, tone) => {
    expect(badgeTone(status)).toBe(tone);
  });
});
