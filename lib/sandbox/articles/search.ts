import { z } from 'zod';
import type { IndexedArticle } from './index-seed';

/**
 * The article index's search, as its form-encoded POST takes it:
 * - `query`: words that must all appear in the weighted fields; blank or `matchall` matches everything;
 * - `size` (default 10, at most 100), `start` (offset) or `cursor` (from a previous answer);
 * - `sort`: `article_date|articlesViews|title asc|desc`; without it, by relevance, then newest first;
 * - `returnFields`: comma-separated fields of each result (default: all);
 * - `weightedFields`: comma-separated `field^weight` the query is scored on;
 * - `facets`: comma-separated `field:size` (tag_ids, page_category), counted over every match;
 * - `filterQuery`: JSON `{"pathPrefix"?, "tags"? (any of), "pageCategory"?}`.
 * Answers `{ found, start, results, facets, cursor }`; `cursor` is null on the last page.
 */

const articleFields = [
  'id',
  'tag_ids',
  'title',
  'article_headline',
  'article_image',
  'article_date',
  'new_article',
  'featured_article',
  'path',
  'articlesViews',
  'description',
  'page_category',
] as const satisfies readonly (keyof IndexedArticle)[];

const textFields = ['title', 'article_headline', 'description'] as const;
const sortFields = ['article_date', 'articlesViews', 'title'] as const;
const facetFields = ['tag_ids', 'page_category'] as const;

type TextField = (typeof textFields)[number];
type FacetField = (typeof facetFields)[number];

const MAX_SIZE = 100;
const MAX_FACET_SIZE = 1000;
const DEFAULT_WEIGHTS = 'title^3,article_headline^3,description^1';

/** A comma-separated list, each item parsed by `item`. */
const commaList = <Item extends z.ZodType<unknown, string>>(item: Item) =>
  z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item));

const weightedField = z
  .string()
  .regex(/^[a-z_]+(\^\d+(\.\d+)?)?$/i, 'a weighted field is field^weight')
  .transform((value) => {
    const [field, weight] = value.split('^');
    return { field, weight: weight === undefined ? 1 : Number(weight) };
  })
  .pipe(z.object({ field: z.enum(textFields), weight: z.number().positive() }));

const facetRequest = z
  .string()
  .transform((value) => {
    const [field, size] = value.split(':');
    return { field, size: size === undefined ? 10 : Number(size) };
  })
  .pipe(z.object({ field: z.enum(facetFields), size: z.number().int().min(1).max(MAX_FACET_SIZE) }));

const filterQuerySchema = z
  .object({
    pathPrefix: z.string().startsWith('/').optional(),
    tags: z.array(z.string().min(1)).min(1).optional(),
    pageCategory: z.string().min(1).optional(),
  })
  .strict();

const jsonText = z.string().transform((value, context) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
});

const cursorText = z.string().transform((value, context) => {
  const start = Number(/^s(\d+)$/.exec(Buffer.from(value, 'base64url').toString())?.[1]);
  if (!Number.isSafeInteger(start)) {
    context.addIssue({ code: 'custom', message: 'is not a cursor of this index' });
    return z.NEVER;
  }
  return start;
});

export const searchRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .optional()
    .transform((value) => (!value || value === 'matchall' ? null : value)),
  size: z.coerce.number().int().min(0).max(MAX_SIZE).default(10),
  start: z.coerce.number().int().min(0).default(0),
  cursor: cursorText.optional(),
  sort: z
    .string()
    .regex(new RegExp(`^(${sortFields.join('|')}) (asc|desc)$`), `sort is "<${sortFields.join('|')}> asc|desc"`)
    .transform((value) => {
      const [field, direction] = value.split(' ') as [(typeof sortFields)[number], 'asc' | 'desc'];
      return { field, direction };
    })
    .optional(),
  returnFields: commaList(z.enum(articleFields)).optional(),
  weightedFields: commaList(weightedField).default(commaList(weightedField).parse(DEFAULT_WEIGHTS)),
  facets: commaList(facetRequest).default([]),
  filterQuery: jsonText.pipe(filterQuerySchema).optional(),
});

export type SearchRequest = z.output<typeof searchRequestSchema>;

export interface FacetBucket {
  value: string;
  count: number;
}

export interface SearchAnswer {
  found: number;
  start: number;
  results: Partial<IndexedArticle>[];
  facets: Partial<Record<FacetField, { buckets: FacetBucket[] }>>;
  cursor: string | null;
}

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
