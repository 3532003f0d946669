import { hrefSchema, imageSchema } from '@/lib/cms/block-fields';
import type { Locale } from '@/lib/i18n/locales';
import type { TagSearchResult } from '@/lib/upstreams/article-search/client';
import type { AuthoredCard } from '../schema';

/** A card of a flex card group, whether an editor wrote it or a tag search found it. */
export interface FlexCard {
  articleHeadline: string;
  description?: string;
  newArticle: boolean;
  featuredArticle: boolean;
  /** A CMS href (a path inside the locale or an https URL). */
  articleURL?: string;
  /** The publication day as `yyyy-mm-dd`, for `<time dateTime>`. */
  articleDate?: string;
  /** The same day as the locale writes it, e.g. "12 de março de 2026". */
  formattedArticleDate?: string;
  /** A path on this site (public/). */
  imageURL?: string;
}

const nonBlank = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The calendar day an ISO date or timestamp names, as written: the date part decides, so an
 * article dated '2026-03-12T23:30:00-03:00' is not moved to the 13th by a time-zone conversion.
 */
export function formatArticleDate(value: string | undefined, locale: Locale): Pick<FlexCard, 'articleDate' | 'formattedArticleDate'> {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value?.trim() ?? '');
  if (!match) return {};
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is not a day: Date would roll it over to March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return {};
  return {
    articleDate: `${match[1]}-${match[2]}-${match[3]}`,
    formattedArticleDate: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date),
  };
}

const safeHref = (value: string | undefined) => {
  const parsed = hrefSchema.safeParse(value ?? '');
  return parsed.success && parsed.data !== '' ? parsed.data : undefined;
};

/** Only images this site serves: next/image refuses other hosts, and the index may hold DAM URLs. */
const siteImage = (value: string | undefined) => {
  const parsed = imageSchema.shape.src.safeParse(value?.trim() ?? '');
  return parsed.success ? parsed.data : undefined;
};

/**
 * A tag search result as a flex card: the flags are true only for '1', the headline falls back to
 * the title, and a link or image that is not safe to render is left out. Null when the result has
 * neither headline nor title, since a card needs something to say.
 */
export function toFlexCard(result: TagSearchResult, locale: Locale): FlexCard | null {
  const articleHeadline = nonBlank(result.article_headline) ?? nonBlank(result.title);
  if (!articleHeadline) return null;
  const description = nonBlank(result.description);
  const articleURL = safeHref(result.path);
  const imageURL = siteImage(result.article_image);
  return {
    articleHeadline,
    ...(description && { description }),
    newArticle: result.new_article === '1',
    featuredArticle: result.featured_article === '1',
    ...(articleURL && { articleURL }),
    ...formatArticleDate(result.article_date, locale),
    ...(imageURL && { imageURL }),
  };
}

/** An editor's card as a flex card: its date formatted for the locale like a loaded one. */
export function authoredFlexCard(card: AuthoredCard, locale: Locale): FlexCard {
  const { articleDate, ...fields } = card;
  return { ...fields, ...formatArticleDate(articleDate, locale) };
}
