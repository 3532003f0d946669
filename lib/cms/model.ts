import { z } from 'zod';
import { pageAccessSchema } from '@/lib/access/page-access';
import type { Locale } from '@/lib/i18n/locales';
import { hrefSchema, sizedImageSchema } from './block-fields';

/**
 * The page model. Everything a content source returns is parsed by these schemas, whatever the
 * source's own shape (JSON files, AEM's page model): the rest of the site only sees this.
 */

export interface CmsNode {
  id: string;
  resourceType: string;
  props: Record<string, unknown>;
  childNodes: CmsNode[];
}

export const cmsNodeSchema: z.ZodType<CmsNode, unknown> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    resourceType: z.string().min(1),
    props: z.record(z.string(), z.unknown()).default({}),
    childNodes: z.array(cmsNodeSchema).default([]),
  }),
);

/** A path inside a locale: starts with '/', no trailing slash (except the home '/'), no dot segments. */
export const pagePathSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'a page path is "/" or lower-case segments like "/tools/weather"');

const imageRefSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const pageTypes = ['home', 'article', 'product', 'tools', 'campaign', 'standard'] as const;

export const pagePropertiesSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1).optional(),
  /** The CMS's longer page summary: used as the meta description when `description` is empty. */
  pageDescription: z.string().min(1).optional(),
  /** AEM stores keywords as one comma-separated string; files may use a list. */
  seoKeywords: z
    .union([z.array(z.string()), z.string()])
    .default([])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    ),
  seoIndexing: z.enum(['index', 'noindex']).default('index'),
  componentsResourceTypes: z.array(z.string()).default([]),
  /** Pages in different locales that share this key are translations of each other. */
  translationKey: z.string().min(1),
  pageType: z.enum(pageTypes).default('standard'),
  /** Short label for breadcrumbs; defaults to the title. */
  navTitle: z.string().min(1).optional(),
  image: imageRefSchema.optional(),
  datePublished: z.iso.date().optional(),
  dateModified: z.iso.date().optional(),
  author: z.string().min(1).optional(),
  /** Who may see the page (lib/access/page-access.ts); AEM stores it as a JSON string. Absent: everyone. */
  access: z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }, pageAccessSchema)
    .optional(),
  product: z
    .object({
      name: z.string().min(1),
      brand: z.string().min(1),
      category: z.string().min(1).optional(),
    })
    .optional(),
});

export type PageProperties = z.output<typeof pagePropertiesSchema>;

/** A page as stored: what a content file (or a normalised AEM page) holds. */
export const pageDocumentSchema = z.object({
  properties: pagePropertiesSchema,
  childNodes: z.array(cmsNodeSchema).default([]),
});

export type PageDocument = z.output<typeof pageDocumentSchema>;

export interface CmsPage extends PageDocument {
  locale: Locale;
  /** Path inside the locale, e.g. '/campanhas' ('/' for the home page). */
  path: string;
  /** True when this is an unpublished draft (only ever returned in preview). */
  isDraft: boolean;
  /** Preview only: why the page shown is not what preview asked for (the author instance refused our credentials, so this is the published page). */
  previewNotice?: PreviewNotice;
}

export type PreviewNotice = 'author-refused';

/** What listings (sitemap, alternates, static params) need to know of a published page. */
export interface PageSummary {
  locale: Locale;
  path: string;
  translationKey: string;
  title: string;
  seoIndexing: 'index' | 'noindex';
  lastModified?: string;
  /** The page has access rules: it is rendered per request and never listed in the sitemap. */
  guarded: boolean;
}

const linkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) });

const megaMenuGroupSchema = z.object({
  title: z.string().trim().min(1),
  links: z.array(linkSchema.extend({ description: z.string().trim().min(1).optional() })).min(1).max(8),
});

/**
 * A top-level navigation item: a plain link, or a mega-menu (`children` groups of links). A
 * mega-menu item's own `href` is optional: when set, its panel leads with a "view all" link to it.
 * The plain-link branch refuses `children`, so a malformed mega-menu is reported, not silently
 * turned into a link.
 */
const navigationItemSchema = z.union([
  z.object({ label: z.string().min(1), href: z.string().min(1).optional(), children: z.array(megaMenuGroupSchema).min(1).max(4) }),
  linkSchema.extend({ children: z.undefined().optional() }),
]);

/**
 * A logo in the footer (the brand, partner seals); a linked logo's alt text is the link's name.
 * The row of logos lines them up by their proportions, so each needs its width and height.
 */
const footerLogoSchema = z
  .object({ image: sizedImageSchema, href: hrefSchema.optional() })
  .refine((logo) => !logo.href || logo.image.alt.trim() !== '', { message: 'a linked logo needs alt text', path: ['image', 'alt'] });

export const socialNetworks = ['facebook', 'instagram', 'youtube', 'linkedin', 'x'] as const;

/** The parts of every page that the CMS owns outside page trees: navigation and footer. */
export const siteChromeSchema = z.object({
  brandName: z.string().min(1),
  navigation: z.array(navigationItemSchema).max(8),
  footer: z.object({
    linkBlocks: z.array(z.object({ title: z.string().min(1), links: z.array(linkSchema).min(1) })),
    logos: z.array(footerLogoSchema).max(8).default([]),
    social: z.array(z.object({ network: z.enum(socialNetworks), href: z.url() })),
    disclaimer: z.string().min(1),
  }),
  /** The account menu of the header: links for visitors, and for signed-in users above "sign out". */
  authMenu: z
    .object({ preLogin: z.array(linkSchema).max(4).default([]), postLogin: z.array(linkSchema).max(8).default([]) })
    .default({ preLogin: [], postLogin: [] }),
});

export type SiteChrome = z.output<typeof siteChromeSchema>;
export type SiteLink = z.output<typeof linkSchema>;
export type NavigationItem = z.output<typeof navigationItemSchema>;
export type MegaMenuGroup = z.output<typeof megaMenuGroupSchema>;
export type FooterLogo = z.output<typeof footerLogoSchema>;
