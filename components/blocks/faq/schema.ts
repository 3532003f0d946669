import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * An answer is plain text (no HTML): a blank line starts a new paragraph. The same text feeds the
 * FAQPage structured data, so what crawlers read is what visitors read.
 */
export const faqItemSchema = z.object({
  question: text,
  answer: text,
});

/** A heading and its questions; each question is a heading one level below the block's. */
export const faqSchema = z.object({
  heading: text,
  intro: text.optional(),
  // Lets other blocks link to the questions (e.g. the contact box's FAQ link "#perguntas-frequentes").
  anchorId: z.string().regex(/^[a-z][\w-]*$/, 'letters, digits, - and _, starting with a letter').optional(),
  headingLevel: z.union([z.literal(2), z.literal(3)]).default(2),
  items: z.array(faqItemSchema).min(1),
});

export type FaqProps = z.output<typeof faqSchema>;
export type FaqItem = z.output<typeof faqItemSchema>;

/** Paragraphs of an answer: split on blank lines, each trimmed. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
