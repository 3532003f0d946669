import type { ContentItem, ContentsForYou, Interests } from '@/lib/loyalty/contract';

/** Spec §5 and §9: topics of interest show at most 4 items. */
export const TOPICS_LIMIT = 4;

/**
 * The themes the overline names, by the tag that carries them (the programme's editorials and
 * cultures); each is a message key (`LoyaltyTopics.overlines.<key>`). A tag outside this map
 * (`curiosidades`, a region) names no overline.
 */
export const TOPIC_OVERLINE_TAGS = ['mercado', 'clima', 'tecnologia', 'soja', 'milho', 'sustentabilidade'] as const;
export type TopicOverline = (typeof TOPIC_OVERLINE_TAGS)[number] | 'fallback';

const known = new Set<string>(TOPIC_OVERLINE_TAGS);

/** The overline of an item: its first tag the map knows (case and spaces aside), else the fallback ('BLOG DO AGRO'). */
export function topicOverline(tags: readonly string[]): TopicOverline {
  const tag = tags.map((candidate) => candidate.trim().toLowerCase()).find((candidate) => known.has(candidate));
  return (tag as TopicOverline | undefined) ?? 'fallback';
}

/**
 * What the topics block shows (spec §5): only when the content data exists and the member's
 * interests are not a list (a list means they never chose: the programme's legacy shape), at most
 * 4 items; null means the block renders nothing.
 */
export function topicsToShow(data: ContentsForYou | undefined): ContentItem[] | null {
  if (!data || Array.isArray(data.interests) || data.contents.length === 0) return null;
  return data.contents.slice(0, TOPICS_LIMIT);
}

/** The tag groups of the interests picker, in the order it shows them. */
export const INTEREST_GROUPS = ['cultures', 'regions', 'editorials'] as const satisfies readonly (keyof Interests)[];

/** No interests chosen: where the picker starts for a member whose saved interests are a list. */
export const NO_INTERESTS: Interests = { cultures: [], regions: [], editorials: [] };

/** The member's saved choice as the picker edits it (a list, the legacy shape, is no choice). */
export const chosenInterests = (interests: ContentsForYou['interests']): Interests => (Array.isArray(interests) ? NO_INTERESTS : interests);

/** The picker needs at least 1 theme chosen in all (the route refuses none with `select_at_least_one`). */
export const hasAnyInterest = (interests: Interests): boolean => INTEREST_GROUPS.some((group) => interests[group].length > 0);

/** `interests` with `id` of `group` ticked or unticked (the other groups as they are). */
export function withInterest(interests: Interests, group: keyof Interests, id: string, chosen: boolean): Interests {
  const others = interests[group].filter((candidate) => candidate !== id);
  return { ...interests, [group]: chosen ? [...others, id] : others };
}
