import { documentStatusOf, type DocumentStatus } from './status';

describe('documentStatusOf', () => {
  it.each<[string, DocumentStatus]>([
    ['PENDING', 'pending'],
    ['Pendente', 'pending'],
    ['IN_ANALYSIS', 'inReview'],
    ['in review', 'inReview'],
    ['Em análise', 'inReview'],
    ['em-analise', 'inReview'],
    ['APPROVED', 'approved'],
    ['aprovado', 'approved'],
    ['SIGNED', 'approved'],
    ['Assinado', 'approved'],
    ['COMPLETED', 'approved'],
    ['REJECTED', 'rejected'],
    ['Reprovado', 'rejected'],
    ['  approved  ', 'approved'],
    // A word the site does not know yet never passes for done.
    ['ARCHIVED', 'pending'],
    ['', 'pending'],
  ])('maps %j to %s', (word, status) => {
    expect(documentStatusOf(word)).toBe(status);
  });
});
