/** A document's status as the site shows it (a badge per status). */
export const documentStatuses = ['pending', 'inReview', 'approved', 'rejected'] as const;

export type DocumentStatus = (typeof documentStatuses)[number];

/** The service's words for each status, compared upper-cased with spaces and hyphens as underscores. */
const statusWords: Record<string, DocumentStatus> = {
  PENDING: 'pending',
  PENDENTE: 'pending',
  IN_ANALYSIS: 'inReview',
  IN_REVIEW: 'inReview',
  EM_ANALISE: 'inReview',
  APPROVED: 'approved',
  APROVADO: 'approved',
  SIGNED: 'approved',
  ASSINADO: 'approved',
  COMPLETED: 'approved',
  REJECTED: 'rejected',
  REPROVADO: 'rejected',
};

/**
 * The site's status for the service's word. A word the site does not know yet is shown as pending:
 * the document exists but nothing says it is done, so it never passes for approved.
 */
export function documentStatusOf(word: string): DocumentStatus {
  const key = word
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return statusWords[key] ?? 'pending';
}
