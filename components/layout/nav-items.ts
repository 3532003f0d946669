import { isExternalHref, resolveCmsHref } from '@/components/cms/cms-href';
import type { NavigationItem } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The header's navigation as the client menus receive it: hrefs resolved for the locale on the
 * server, so the props stay plain data. It depends on the locale's chrome only, not on the page:
 * the page being shown is a separate prop (`currentHref`), so one list serves the page's header
 * and the not-found boundary's copy of it (site-header.tsx).
 */
export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (a partner site). */
  external: boolean;
  description?: string;
}

export interface NavMenu {
  label: string;
  /** The "view all" link to the item's own page, when the CMS gives the item an href. */
  overview?: NavLink;
  groups: { title: string; links: NavLink[] }[];
}

export type HeaderNavItem = { kind: 'link'; link: NavLink } | { kind: 'menu'; menu: NavMenu };

/** Anchor attributes for a nav link: external links open in a new tab without access to this page. */
export function navLinkProps(link: NavLink) {
  return link.external ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' } : { href: link.href };
}

/** The link goes to the page being shown (`currentHref`, its URL path: '/pt-BR/campanhas'). */
export function isCurrentLink(link: NavLink, currentHref: string): boolean {
  return !link.external && link.href === currentHref;
}

/** The menu holds the page being shown: its "view all" link or one of its groups' links. */
export function isCurrentMenu(menu: NavMenu, currentHref: string): boolean {
  const links = [...(menu.overview ? [menu.overview] : []), ...menu.groups.flatMap((group) => group.links)];
  return links.some((link) => isCurrentLink(link, currentHref));
}

export function headerNavItems(navigation: readonly NavigationItem[], locale: Locale, viewAllLabel: (label: string) => string): HeaderNavItem[] {
  const toLink = ({ label, href, description }: { label: string; href: string; description?: string }): NavLink => ({
    label,
    href: resolveCmsHref(locale, href),
    external: isExternalHref(href),
    ...(description ? { description } : {}),
  });
  return navigation.map((item): HeaderNavItem => {
    if (!item.children) return { kind: 'link', link: toLink(item) };
    const overview = item.href ? toLink({ label: viewAllLabel(item.label), href: item.href }) : undefined;
    const groups = item.children.map((group) => ({ title: group.title, links: group.links.map(toLink) }));
    return { kind: 'menu', menu: { label: item.label, ...(overview ? { overview } : {}), groups } };
  });
}
