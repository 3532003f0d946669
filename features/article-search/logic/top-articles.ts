import type { ArticleCard } from '@/lib/articles/contract';

/** Spec §9: top articles shows 4. */
export const TOP_ARTICLES_COUNT = 4;

/**
 * The top articles (spec §9): the most viewed of those matching, padded with the most viewed
 * overall when fewer than 4 match, each article once. Both lists come most viewed first.
 */
export function padTopArticles(matching: readonly ArticleCard[], mostViewed: readonly ArticleCard[], count = TOP_ARTICLES_COUNT): ArticleCard[] {
  const chosen = matching.slice(0, count);
  const ids = new Set(chosen.map((card) => card.id));
  for (const card of mostViewed) {
    if (chosen.length >= count) break;
    if (!ids.has(card.id)) {
      chosen.push(card);
      ids.add(card.id);
    }
  }
  return chosen;
}
