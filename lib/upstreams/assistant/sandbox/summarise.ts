import { SUMMARY_WORDS } from '../contract';

/**
 * The sandbox's "model": an extractive summariser. It picks the source's most telling sentences
 * (their words frequent in the text, near its start, or in its title) and keeps them in their
 * order, within the summary's word budget. No network and no randomness: the same source and
 * title always give the same summary, so tests and demos can count on it.
 */

/** Words that say little about what a text is about, in English, Portuguese and Spanish (accents folded). */
const STOP_WORDS = new Set(
  [
    // English
    'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those',
    'there their they them we our you your he she his her not no so than then can will would should may might do does did',
    'has have had which who what when where how all any each more most also into about over such up out only other very',
    // Portuguese
    'o os as um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para com sem e ou mas que se ao aos',
    'sao foi ser esta este estes estas isso esse essa isto ele ela eles elas seu sua seus suas mais muito muita tambem como',
    'ja nao sim ha entre sobre ate quando onde qual quais tem pode podem sua voce',
    // Spanish
    'el la los las un una unos unas del al y pero con sin por para es son fue lo le les su sus ese esa esos esas muy',
    'tambien ya si hay hasta cuando donde cual cuales tiene pueden puede usted',
  ]
    .join(' ')
    .split(' '),
);

/** Abbreviations before a name or a number: their period never ends a sentence. */
const TITLES = new Set(['dr', 'dra', 'mr', 'mrs', 'ms', 'sr', 'sra', 'srta', 'prof', 'profa', 'st', 'av', 'no', 'nº', 'n', 'vol', 'fig', 'p', 'pp', 'cap', 'art']);

/** Weights of the score's parts: word frequency (0-1 on average) dominates; position and title only tip the balance. */
const POSITION_BONUS = [0.08, 0.04, 0.02];
const TITLE_WEIGHT = 0.15;

/** Lower case without accents: "Soja", "soja" and "sojá" score as one word. */
const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');

/** The folded words of a text, for scoring only. */
export const terms = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];

const isContentTerm = (term: string) => term.length > 1 && !STOP_WORDS.has(term);

/** Words as a reader counts them. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whether a period after `word` is part of it (an initial, "e.g.", "Dr.") rather than a sentence's end. */
function isAbbreviation(word: string): boolean {
  const bare = word.replace(/^[("'“‘¿¡[]+/u, '');
  return /^\p{L}$/u.test(bare) || /\p{L}\.\p{L}/u.test(bare) || TITLES.has(fold(bare));
}

/**
 * The sentences of a text: a line break ends one, and so does ., ! or ? (and closing quotes or
 * brackets) before whitespace, unless what follows starts in lower case ("approx. five") or the
 * period closes an abbreviation. A piece without a letter ("1.") joins the next sentence.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let start = 0;
    for (const end of paragraph.matchAll(/[.!?…]+["'”’»)\]]*(?=\s+(\S))/gu)) {
      const stop = end.index + end[0].length;
      const piece = paragraph.slice(start, stop).trim();
      const lastWord = paragraph.slice(start, end.index).split(/\s/).pop() ?? '';
      if (/^\p{Ll}/u.test(end[1]!) || !/\p{L}/u.test(piece) || (end[0].startsWith('.') && isAbbreviation(lastWord))) continue;
      sentences.push(piece);
      start = stop;
    }
    const rest = paragraph.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter((sentence) => terms(sentence).length > 0);
}

/** The first `maxWords` words of a sentence too long for the summary, with an ellipsis. */
const cutToWords = (sentence: string, maxWords: number) =>
  `${sentence
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, maxWords)
    .join(' ')
    .replace(/[\s,;:.!?…-]+$/u, '')}…`;

export interface SummaryOptions {
  /** The page's title: sentences with its words score higher. */
  title?: string;
  /** The summary's budget; the spec's 120 words by default. */
  maxWords?: number;
}

/** An extractive summary of `source`: its best sentences in their order, at most `maxWords` words; '' for a text without words. */
/** A line that reads as a sentence: it ends like one, or is too long to be a heading. */
const HEADING_MAX_WORDS = 8;
function isSentence(text: string, words: number): boolean {
  return /[.!?…]["'”’»)\]]*$/u.test(text) || words > HEADING_MAX_WORDS;
}

export function extractiveSummary(source: string, { title = '', maxWords = SUMMARY_WORDS }: SummaryOptions = {}): string {
  const pieces = splitSentences(source).map((text, position) => ({ text, position, words: wordCount(text), terms: terms(text) }));
  // A page's headings come as lines of their own ('Why growers choose Aurora Pro'): they count for
  // the words' frequencies but are not sentences to quote, unless the text has nothing else.
  const proper = pieces.filter((piece) => isSentence(piece.text, piece.words));
  const sentences = proper.length > 0 ? proper : pieces;
  if (sentences.length === 0) return '';

  const frequency = new Map<string, number>();
  for (const term of pieces.flatMap((piece) => piece.terms).filter(isContentTerm)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const topFrequency = Math.max(1, ...frequency.values());
  const titleTerms = new Set(terms(title).filter(isContentTerm));

  const scored = sentences.map((sentence) => {
    const weight = sentence.terms.reduce((sum, term) => sum + (frequency.get(term) ?? 0) / topFrequency, 0) / sentence.terms.length;
    const titleShare = titleTerms.size === 0 ? 0 : [...titleTerms].filter((term) => sentence.terms.includes(term)).length / titleTerms.size;
    return { ...sentence, score: weight + (POSITION_BONUS[sentence.position] ?? 0) + TITLE_WEIGHT * titleShare };
  });

  // Best first; equal scores in the text's order, so the outcome never depends on the sort.
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.position - b.position);
  const chosen: typeof ranked = [];
  let total = 0;
  for (const sentence of ranked) {
    if (total + sentence.words > maxWords) continue;
    chosen.push(sentence);
    total += sentence.words;
  }
  if (chosen.length === 0) return cutToWords(ranked[0]!.text, maxWords);
  return chosen
    .sort((a, b) => a.position - b.position)
    .map((sentence) => sentence.text)
    .join(' ');
}
