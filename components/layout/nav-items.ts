import { isExternalHref, resolveCmsHref } from '@/components/cms/cms-href';
import type { NavigationItem } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The header's navigation as the client menus receive it: hrefs resolved for the locale and the
 * current page marked on the server, so the props stay plain data.
 */
export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (a partner site). */
  external: boolean;
  /** The page being shown. */
  current: boolean;
  description?: string;
}

export interface NavMenu {
  label: string;
  /** The "view all" link to the item's own page, when the CMS gives the item an href. */
  overview?: NavLink;
  groups: { title: string; links: NavLink[] }[];
  /** One of its links is the page being shown. */
  current: boolean;
}

export type HeaderNavItem = { kind: 'link'; link: NavLink } | { kind: 'menu'; menu: NavMenu };

/** Anchor attributes for a nav link: external links open in a new tab without access to this page. */
export function navLinkProps(link: NavLink) {
  return link.external ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' } : { href: link.href };
}

export function headerNavItems(
  navigation: readonly NavigationItem[],
  locale: Locale,
  currentPath: string,
  viewAllLabel: (label: string) => string,
): HeaderNavItem[] {
  const toLink = ({ label, href, description }: { label: string; href: string; description?: string }): NavLink => {
    const resolved = resolveCmsHref(locale, href);
    const external = isExternalHref(href);
    return { label, href: resolved, external, current: !external && resolved === currentPath, ...(description ? { description } : {}) };
  };
  return navigation.map((item): HeaderNavItem => {
    if (!item.children) return { kind: 'link', link: toLink(item) };
    const overview = item.href ? toLink({ label: viewAllLabel(item.label), href: item.href }) : undefined;
    const groups = item.children.map((group) => ({ title: group.title, links: group.links.map(toLink) }));
    const current = (overview?.current ?? false) || groups.some((group) => group.links.some((link) => link.current));
    return { kind: 'menu', menu: { label: item.label, ...(overview ? { overview } : {}), groups, current } };
  });
}
