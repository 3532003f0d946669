/**
 * The assistant routes' words and addresses without zod (./contract.ts has the schemas): what the
 * browser's summary panel imports, so its island carries no parser library.
 */

/** The spec's word that starts every summary question. */
export const SUMMARIZE = 'summarize';
/** Spec §9: like sends 5, dislike 1, within 0-5. */
export const LIKE_RATING = 5;
export const DISLIKE_RATING = 1;
export const MIN_RATING = 0;
export const MAX_RATING = 5;

export const CONVERSATION_TITLE_MAX_CHARS = 200;
export const QUESTION_MAX_CHARS = 300;
export const PATH_MAX_CHARS = 300;
export const COMMENT_MAX_CHARS = 1000;

/** The question asking for a summary of the article or product called `name`. */
export const summaryQuestion = (name: string) => `${SUMMARIZE} ${name}`;

const QUESTION_PREFIX = `${SUMMARIZE} `;

/** The name a summary question asks about, whitespace collapsed; null when it is not a summary question. */
export function summarisedName(questionText: string): string | null {
  if (!questionText.startsWith(QUESTION_PREFIX)) return null;
  const name = questionText.slice(QUESTION_PREFIX.length).replace(/\s+/g, ' ').trim();
  return name || null;
}

/** Where the routes are. */
export const assistantPaths = {
  conversations: '/api/assistant/conversations',
  prompts: (conversationId: string) => `/api/assistant/conversations/${encodeURIComponent(conversationId)}/prompts`,
  feedback: (conversationId: string, promptId: string) =>
    `/api/assistant/conversations/${encodeURIComponent(conversationId)}/prompts/${encodeURIComponent(promptId)}/feedback`,
};
