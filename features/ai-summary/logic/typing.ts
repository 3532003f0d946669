/**
 * The summary's typing animation (marketing spec §4, §9): words appear one by one at 10 a second,
 * and only the first 120 are animated; the rest come at once with the 120th, so a long answer is
 * whole after 12 seconds at most.
 */
export const WORDS_PER_SECOND = 10;
export const ANIMATED_WORDS_MAX = 120;
export const MS_PER_WORD = 1000 / WORDS_PER_SECOND;

/** The text's words with the spacing after each, so joining a prefix keeps its line breaks. */
export function wordsOf(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/** How many words are shown `elapsedMs` after the text arrived (the first at once). */
export function wordsShown(totalWords: number, elapsedMs: number): number {
  if (totalWords === 0) return 0;
  const typed = Math.floor(Math.max(0, elapsedMs) / MS_PER_WORD) + 1;
  if (typed >= Math.min(totalWords, ANIMATED_WORDS_MAX)) return totalWords;
  return typed;
}

/** How long the animation of a text lasts, in ms (0 for one word or none). */
export function typingDurationMs(totalWords: number): number {
  return Math.max(0, Math.min(totalWords, ANIMATED_WORDS_MAX) - 1) * MS_PER_WORD;
}
