import type { FaqItem } from './schema';

/** schema.org FAQPage for the block's questions; none for an empty list. */
export function faqStructuredData(items: readonly FaqItem[]): Record<string, unknown>[] {
  if (items.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    },
  ];
}
