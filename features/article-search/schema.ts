import { z } from 'zod';
import { articleCategories } from '@/lib/articles/contract';

const text = z.string().trim().min(1);
/** A path inside the locale's site that article paths start with, e.g. '/artigos/'. */
const pathPrefix = z.string().regex(/^\/[\w\-/]*$/, 'a site path such as /artigos/').max(200);
/** A tag id of the company taxonomy ('terralis:culturas/soja') with its label in the page's language. */
const tagFacet = z.object({ id: text, label: text }).strict();

/**
 * The `article-search` block's props (discovery spec §2): the search field, tag facets, a tab per
 * content category after 'All', paging. `pathPrefix` defaults to the locale's article pages.
 */
export const articleSearchSchema = z
  .object({
    heading: text.max(120),
    intro: text.max(400).optional(),
    pathPrefix: pathPrefix.optional(),
    categories: z
      .array(z.object({ id: z.enum(articleCategories), label: text }).strict())
      .max(articleCategories.length)
      .default([])
      .refine((tabs) => new Set(tabs.map((tab) => tab.id)).size === tabs.length, 'a category has one tab'),
    tagFacets: z
      .array(tagFacet)
      .max(30)
      .default([])
      .refine((tags) => new Set(tags.map((tag) => tag.id)).size === tags.length, 'a tag is offered once'),
  })
  .strict();

export type ArticleSearchProps = z.output<typeof articleSearchSchema>;

/** The `top-articles` block's props (spec §9): the 4 most viewed articles with any of `tags` (all articles without tags). */
export const topArticlesSchema = z
  .object({
    heading: text.max(120),
    tags: z.array(text).max(20).default([]),
    pathPrefix: pathPrefix.optional(),
  })
  .strict();

export type TopArticlesProps = z.output<typeof topArticlesSchema>;

/**
 * The `content-card-list` block's props (spec §2, §9): the newest articles as cards, 6 / 8 / 12 a
 * page on mobile / tablet / desktop, with a pager; the page (and the category) kept in the address.
 */
export const contentCardListSchema = z
  .object({
    heading: text.max(120).optional(),
    /** Only this category; all of them without it. */
    category: z.enum(articleCategories).optional(),
    /** Only articles with any of these tags (the company taxonomy's ids); all without. */
    tagIds: z
      .array(text.max(200))
      .max(20)
      .default([])
      .refine((tags) => new Set(tags).size === tags.length, 'a tag is listed once'),
    /** A select of the categories above the cards (All, then each category); offered only when no `category` is fixed. */
    showCategoryFilter: z.boolean().default(false),
  })
  .strict();

export type ContentCardListProps = z.output<typeof contentCardListSchema>;
