import { z } from 'zod';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * The contract of our article search route (`POST /api/article-search`, form-encoded), for the
 * server that answers and the browser that calls (the article search block): the form's rules, the
 * answer and the spec's constants (discovery spec §3, §7, §9). The index's wire format stays in
 * lib/upstreams/article-search/contract.ts.
 */

/** Cards per page of the article search (spec §9). */
export const ARTICLE_PAGE_SIZE = 9;
/** The most one request may ask for, and how deep paging may go: the index is not a data export. */
export const MAX_ARTICLE_SEARCH_SIZE = 50;
export const MAX_ARTICLE_SEARCH_START = 1000;
/** A query longer than this is not a search anyone typed. */
export const MAX_ARTICLE_QUERY_LENGTH = 200;
/** At most this many tag ids in one filter (an editor offers a handful). */
export const MAX_ARTICLE_TAGS = 50;

export const articleCategories = ['article', 'news'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** Where each locale's article pages live: the search's default path prefix. */
export const articlesPathPrefix: Record<Locale, string> = { 'pt-BR': '/artigos/', 'es-AR': '/articulos/', 'en-US': '/articles/' };

const pathPrefixSchema = z.string().regex(/^\/[\w\-/]*$/, 'must be a site path such as /artigos/').max(200);

/** The route's form, every field a string as a form sends it; `tags` may repeat. */
export const articleSearchFormSchema = z.object({
  /** Blank, absent or `matchall`: every article. */
  query: z
    .string()
    .trim()
    .max(MAX_ARTICLE_QUERY_LENGTH)
    .optional()
    .transform((value) => (!value || value === 'matchall' ? null : value)),
  size: z.coerce.number().int().min(1).max(MAX_ARTICLE_SEARCH_SIZE).default(ARTICLE_PAGE_SIZE),
  start: z.coerce.number().int().min(0).max(MAX_ARTICLE_SEARCH_START).default(0),
  locale: z.enum(locales),
  category: z.enum(articleCategories).optional(),
  tags: z.array(z.string().trim().min(1).max(200)).max(MAX_ARTICLE_TAGS).default([]),
  pathPrefix: pathPrefixSchema.optional(),
});

export type ArticleSearchRequest = z.output<typeof articleSearchFormSchema>;

/** A form as the route reads it: repeated `tags` become a list, an empty field counts as absent. */
export function articleSearchFormInput(form: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (name !== 'tags' && value !== '') fields[name] = value;
  return { ...fields, tags: form.getAll('tags') };
}

/** Spec §3's article card: `articleUrl` is the page's path inside the locale's site (no locale prefix). */
export const articleCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  articleUrl: z.string().startsWith('/'),
  description: z.string(),
  imageUrl: z.string(),
  category: z.enum(articleCategories),
  /** ISO timestamp. */
  date: z.string(),
});

export type ArticleCard = z.output<typeof articleCardSchema>;

const facetCountSchema = z.object({ id: z.string(), count: z.number().int().min(0) });
export type FacetCount = z.output<typeof facetCountSchema>;

export const articleSearchAnswerSchema = z.object({
  results: z.array(articleCardSchema),
  /** Counted over every match of the search (not only this page). */
  facets: z.object({ tags: z.array(facetCountSchema), categories: z.array(facetCountSchema) }),
  /** How many articles match. */
  total: z.number().int().min(0),
  /** The index's cursor to the next page; null on the last page. */
  cursor: z.string().nullable(),
});

export type ArticleSearchAnswer = z.output<typeof articleSearchAnswerSchema>;
