import { z } from 'zod';

/**
 * The article index's wire format: `POST {ARTICLE_SEARCH_URL}/{locale}/search`, form-encoded:
 * - `query`: words that must all appear in the weighted fields; blank or `matchall` matches everything;
 * - `size` (default 10, at most 100), `start` (offset) or `cursor` (from a previous answer);
 * - `sort`: `article_date|articlesViews|title asc|desc`; without it, by relevance, then newest first;
 * - `returnFields`: comma-separated fields of each result (default: all);
 * - `weightedFields`: comma-separated `field^weight` the query is scored on;
 * - `facets`: comma-separated `field:size` (tag_ids, page_category), counted over every match;
 * - `filterQuery`: JSON `{"pathPrefix"?, "tags"? (any of), "pageCategory"?}`.
 * Answers `{ found, start, results, facets, cursor }`; `cursor` is null on the last page.
 */

/** A document of the index: flags as '1'/'0' strings, dates as ISO timestamps, paths inside the locale's site. */
export const indexedArticleSchema = z.object({
  id: z.string(),
  tag_ids: z.array(z.string()),
  title: z.string(),
  /** Often empty: the page title is the headline then. */
  article_headline: z.string(),
  article_image: z.string(),
  article_date: z.string(),
  /** '1' or '0'. */
  new_article: z.string(),
  /** '1' or '0'. */
  featured_article: z.string(),
  path: z.string(),
  articlesViews: z.number(),
  description: z.string(),
  page_category: z.enum(['article', 'news']),
});

export type IndexedArticle = z.output<typeof indexedArticleSchema>;

export const articleFields = indexedArticleSchema.keyof().options;

export type ArticleField = (typeof articleFields)[number];

export const textFields = ['title', 'article_headline', 'description'] as const;
export const sortFields = ['article_date', 'articlesViews', 'title'] as const;
export const facetFields = ['tag_ids', 'page_category'] as const;

export type TextField = (typeof textFields)[number];
export type FacetField = (typeof facetFields)[number];

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

/** The form fields of a search, as a client writes them (every value a string). */
export type SearchForm = { [Field in keyof z.input<typeof searchRequestSchema>]?: string };

const facetBucketSchema = z.object({ value: z.string(), count: z.number().int() });

export type FacetBucket = z.output<typeof facetBucketSchema>;

/** The answer: `results` hold the `returnFields` asked for (all fields without it). */
export const searchAnswerSchema = z.object({
  found: z.number().int(),
  start: z.number().int(),
  results: z.array(indexedArticleSchema.partial()),
  facets: z.partialRecord(z.enum(facetFields), z.object({ buckets: z.array(facetBucketSchema) })).default({}),
  /** Null on the last page. */
  cursor: z.string().nullable().default(null),
});

export type SearchAnswer = z.input<typeof searchAnswerSchema>;
