import {
  articleFields,
  type FacetBucket,
  type FacetField,
  type IndexedArticle,
  type SearchAnswer,
  type SearchRequest,
  type TextField,
} from '../contract';

/** The index's search engine, over the seed: what `POST /articles/{locale}/search` answers (the fields are in ../contract.ts). */

/** Lower case without accents: 'ferrugem-asiática' is found by 'asiatica'. */
const normalise = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const words = (text: string) => normalise(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function score(article: IndexedArticle, terms: string[], weights: { field: TextField; weight: number }[]): number {
  let total = 0;
  for (const term of terms) {
    const hit = weights.reduce((sum, { field, weight }) => (words(article[field]).includes(term) ? sum + weight : sum), 0);
    if (hit === 0) return 0;
    total += hit;
  }
  return total;
}

const passesFilter = (article: IndexedArticle, filter: SearchRequest['filterQuery']) =>
  !filter ||
  ((!filter.pathPrefix || article.path.startsWith(filter.pathPrefix)) &&
    (!filter.tags || filter.tags.some((tag) => article.tag_ids.includes(tag))) &&
    (!filter.pageCategory || article.page_category === filter.pageCategory));

const newestFirst = (a: IndexedArticle, b: IndexedArticle) => b.article_date.localeCompare(a.article_date);

function facetBuckets(articles: IndexedArticle[], field: FacetField, size: number): FacetBucket[] {
  const counts = new Map<string, number>();
  for (const article of articles) {
    for (const value of field === 'tag_ids' ? article.tag_ids : [article.page_category]) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, size);
}

const encodeCursor = (start: number) => Buffer.from(`s${start}`).toString('base64url');

export function searchArticles(index: readonly IndexedArticle[], request: SearchRequest): SearchAnswer {
  const terms = request.query ? words(request.query) : [];
  const scored = index
    .filter((article) => passesFilter(article, request.filterQuery))
    .map((article) => ({ article, score: terms.length === 0 ? 1 : score(article, terms, request.weightedFields) }))
    .filter((entry) => entry.score > 0);
  const { sort } = request;
  scored.sort((a, b) => {
    if (!sort) return b.score - a.score || newestFirst(a.article, b.article);
    const [x, y] = sort.direction === 'asc' ? [a.article, b.article] : [b.article, a.article];
    const order = sort.field === 'articlesViews' ? x.articlesViews - y.articlesViews : x[sort.field].localeCompare(y[sort.field]);
    return order || newestFirst(a.article, b.article);
  });
  const matches = scored.map((entry) => entry.article);
  const start = request.cursor ?? request.start;
  const page = matches.slice(start, start + request.size);
  const fields = request.returnFields ?? articleFields;
  return {
    found: matches.length,
    start,
    results: page.map((article) => Object.fromEntries(fields.map((field) => [field, article[field]])) as Partial<IndexedArticle>),
    facets: Object.fromEntries(request.facets.map(({ field, size }) => [field, { buckets: facetBuckets(matches, field, size) }])),
    cursor: start + page.length < matches.length ? encodeCursor(start + page.length) : null,
  };
}
