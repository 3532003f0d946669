import { z } from 'zod';
import type { AemNode } from '@/lib/upstreams/aem/contract';
import { socialNetworks, type CmsNode, type FooterLogo, type MegaMenuGroup, type NavigationItem, type SiteChrome, type SiteLink } from '../../model';
import { htmlToText } from './core-components';
import { componentMappings, createTypeResolver, usualTypes } from './mapping';
import { componentNodes } from './to-nodes';

/**
 * The site's header and footer from AEM's experience fragments, where real AEM sites keep them
 * (the archetype's `/content/experience-fragments/<site>/<country>/<language>/site/header/master`
 * and `.../footer/master`). Read through the same mapping table as pages, links rewritten:
 *
 *   header  navigation {items: [{title, url | link, children}]}  -> navigation (children: a mega-menu)
 *           the first image's alt text (the logo)                 -> brand name
 *   footer  a title                                               -> the heading of the links after it
 *           list, navigation, buttons, links inside text          -> link blocks
 *           buttons and links to a social network                 -> social profiles
 *           text                                                  -> the disclaimer
 *           an image with its width and height                    -> a logo
 *
 * What the header and footer cannot hold (more than 8 menu items, 4 groups, 8 links in a group) is
 * left out and named, so the caller can log it.
 */

const NAVIGATION = 'aem:navigation';

/** In a chrome fragment the navigation component is the content itself, not something the site draws. */
const resolveChromeType = createTypeResolver([...usualTypes('navigation').map((type) => ({ type, block: NAVIGATION })), ...componentMappings]);

interface AemNavigationItem {
  title?: string;
  url?: string;
  link?: { url?: string };
  children?: AemNavigationItem[];
}

/** Core Navigation's items (v1 `url`, v2 `link.url`); AEM's other fields on them are ignored. */
const navigationItemsSchema: z.ZodType<AemNavigationItem[]> = z.array(
  z.looseObject({
    title: z.string().optional(),
    url: z.string().optional(),
    link: z.looseObject({ url: z.string().optional() }).optional(),
    children: z.lazy(() => navigationItemsSchema).optional(),
  }),
);

const MENU_ITEMS = 8;
const MENU_GROUPS = 4;
const GROUP_LINKS = 8;
const FOOTER_LOGOS = 8;

export interface ChromePart<T> {
  part: T;
  /** What the site could not show, for the log. */
  leftOut: string[];
}

/** The nodes of a fragment's page model, navigation included. */
export function fragmentNodes(fragment: AemNode, rewriteLinks: (value: unknown) => unknown): CmsNode[] {
  return componentNodes(fragment, { rewriteLinks, resolveType: resolveChromeType });
}

/** Every node of a tree, depth first: a container this site does not know still gives its children. */
const flatten = (nodes: readonly CmsNode[]): CmsNode[] => nodes.flatMap((node) => [node, ...flatten(node.childNodes)]);

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function linkOf(item: AemNavigationItem): SiteLink | undefined {
  const label = text(item.title);
  const href = text(item.link?.url) ?? text(item.url);
  return label && href ? { label, href } : undefined;
}

function navigationItems(node: CmsNode): AemNavigationItem[] {
  const parsed = navigationItemsSchema.safeParse(node.props.items);
  const items = parsed.success ? parsed.data : [];
  // Without "skip navigation root", the language root is the one item, its pages its children.
  const [only] = items;
  if (items.length === 1 && only && linkOf(only)?.href === '/' && only.children?.length) return [{ ...only, children: [] }, ...only.children];
  return items;
}

/** At most `limit` of `items`; the names of the rest go to `leftOut`. */
function upTo<T>(items: readonly T[], limit: number, leftOut: string[], name: (item: T) => string): T[] {
  leftOut.push(...items.slice(limit).map(name));
  return items.slice(0, limit);
}

function menuItem(item: AemNavigationItem, leftOut: string[]): NavigationItem | undefined {
  const link = linkOf(item);
  if (!link) return undefined;
  const children = item.children ?? [];
  if (children.length === 0) return link;
  // Sections with pages of their own are groups; the section's direct pages make one more, under its name.
  const direct = children.filter((child) => !child.children?.length).flatMap((child) => linkOf(child) ?? []);
  const nested = children.filter((child) => child.children?.length);
  const groups: MegaMenuGroup[] = [
    ...(direct.length > 0 ? [{ title: link.label, links: direct }] : []),
    ...nested.flatMap((child) => {
      const links = (child.children ?? []).flatMap((grandchild) => linkOf(grandchild) ?? []);
      const title = text(child.title);
      return title && links.length > 0 ? [{ title, links }] : [];
    }),
  ].map((group) => ({ ...group, links: upTo(group.links, GROUP_LINKS, leftOut, (dropped) => dropped.label) }));
  if (groups.length === 0) return link;
  return { ...link, children: upTo(groups, MENU_GROUPS, leftOut, (dropped) => dropped.title) };
}

/** Navigation and brand name from the header fragment. */
export function headerFromFragment(nodes: readonly CmsNode[]): ChromePart<{ navigation: NavigationItem[]; brandName?: string }> {
  const leftOut: string[] = [];
  const all = flatten(nodes);
  const menu = all.find((node) => node.resourceType === NAVIGATION);
  const items = (menu ? navigationItems(menu) : []).flatMap((item) => menuItem(item, leftOut) ?? []);
  const logo = all.find((node) => node.resourceType === 'image' && text(node.props.alt));
  return { part: { navigation: upTo(items, MENU_ITEMS, leftOut, (item) => item.label), brandName: text(logo?.props.alt) }, leftOut };
}

const socialHosts: [RegExp, (typeof socialNetworks)[number]][] = [
  [/(?:^|\.)facebook\.com$/i, 'facebook'],
  [/(?:^|\.)instagram\.com$/i, 'instagram'],
  [/(?:^|\.)(?:youtube\.com|youtu\.be)$/i, 'youtube'],
  [/(?:^|\.)linkedin\.com$/i, 'linkedin'],
  [/(?:^|\.)(?:x|twitter)\.com$/i, 'x'],
];

/** The social network an https link leads to, if any. */
function socialNetworkOf(href: string) {
  if (!URL.canParse(href) || !/^https:\/\//i.test(href)) return undefined;
  const { hostname } = new URL(href);
  return socialHosts.find(([host]) => host.test(hostname))?.[1];
}

/** The links inside editor HTML, and its text without them. */
function linksInHtml(html: string): { links: SiteLink[]; rest: string } {
  const links: SiteLink[] = [];
  const rest = html.replace(/<a\s[^>]*?href=(["'])([^"']*)\1[^>]*>([\s\S]*?)<\/a>/gi, (_match, _quote: string, href: string, inner: string) => {
    const label = htmlToText(inner);
    if (label && href) links.push({ label, href });
    return '';
  });
  return { links, rest };
}

type Footer = Omit<SiteChrome['footer'], 'disclaimer'> & { disclaimer?: string };

/**
 * Link blocks, social profiles, logos and disclaimer from the footer fragment. Links with no title
 * of their own go under the last title before them, or under `brandName` when there is none.
 */
export function footerFromFragment(nodes: readonly CmsNode[], brandName: string): ChromePart<Footer> {
  const leftOut: string[] = [];
  const linkBlocks: Footer['linkBlocks'] = [];
  const social = new Map<(typeof socialNetworks)[number], string>();
  const logos: FooterLogo[] = [];
  const disclaimer: string[] = [];
  let heading: string | undefined;

  /** Links under the current heading (one block per heading); social profiles apart. */
  const addLinks = (links: readonly SiteLink[], title = heading ?? brandName) => {
    const others = links.filter((link) => {
      const network = socialNetworkOf(link.href);
      if (network && !social.has(network)) social.set(network, link.href);
      return !network;
    });
    if (others.length === 0) return;
    const block = linkBlocks.find((existing) => existing.title === title);
    if (block) block.links.push(...others);
    else linkBlocks.push({ title, links: [...others] });
  };

  for (const node of flatten(nodes)) {
    const { props } = node;
    switch (node.resourceType) {
      case 'section-heading':
        heading = text(props.heading) ?? heading;
        break;
      case 'card-group': {
        const cards = Array.isArray(props.cards) ? (props.cards as Record<string, unknown>[]) : [];
        addLinks(cards.flatMap((card) => {
          const label = text(card.articleHeadline);
          const href = text(card.articleURL);
          return label && href ? [{ label, href }] : [];
        }));
        break;
      }
      case NAVIGATION:
        for (const item of navigationItems(node)) {
          const children = (item.children ?? []).flatMap((child) => linkOf(child) ?? []);
          if (children.length > 0) addLinks(children, text(item.title) ?? heading ?? brandName);
          else addLinks([linkOf(item)].flatMap((link) => link ?? []));
        }
        break;
      case 'skewed-button': {
        const label = text(props.label);
        const href = text(props.href);
        if (label && href) addLinks([{ label, href }]);
        break;
      }
      case 'rich-text': {
        const html = typeof props.html === 'string' ? props.html : '';
        const { links, rest } = linksInHtml(html);
        addLinks(links);
        // A text that is only links (a row of legal links) adds nothing to the disclaimer.
        if (htmlToText(rest).replace(/^[\s|·•,-]+$/, '')) disclaimer.push(htmlToText(html));
        break;
      }
      case 'image': {
        const { src, alt, width, height } = props as { src?: string; alt?: string; width?: number; height?: number };
        // A row of logos lines them up by their proportions: one without its size cannot join it.
        if (src && typeof width === 'number' && typeof height === 'number') logos.push({ image: { src, alt: alt ?? '', width, height } });
        else leftOut.push(`logo ${src ?? ''} (no width and height)`);
        break;
      }
    }
  }
  return {
    part: {
      linkBlocks,
      logos: upTo(logos, FOOTER_LOGOS, leftOut, (logo) => `logo ${logo.image.src}`),
      social: [...social].map(([network, href]) => ({ network, href })),
      ...(disclaimer.length > 0 && { disclaimer: disclaimer.join('\n\n') }),
    },
    leftOut,
  };
}
