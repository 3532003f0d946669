import { redirect as nextRedirect } from 'next/navigation';
import type { Locale } from './locales';

/**
 * Locale paths of the site (routing.ts: every path has its locale prefix, the same path names in
 * every locale): '/pt-BR' for the home, '/pt-BR/campanhas' for a page path. Every locale path is
 * built here, never by hand. Written out rather than taken from next-intl's `createNavigation`:
 * importing that module from a server component registers its `Link`, a client component that
 * brings next-intl's whole client runtime into every page's first load.
 */
export type LocaleHref = string | { pathname: string; query?: Record<string, string | number | boolean | undefined> };

export function getPathname({ locale, href }: { locale: Locale; href: LocaleHref }): string {
  const target = typeof href === 'string' ? href : href.pathname;
  const hashAt = target.indexOf('#');
  const path = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const query = typeof href === 'string' ? '' : queryString(href.query);
  return `/${locale}${path === '/' ? '' : path}${query}${hash}`;
}

function queryString(query: Record<string, string | number | boolean | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, String(value));
  const serialized = params.toString();
  return serialized ? `?${serialized}` : '';
}

/** Next's redirect to a locale path (throws, like Next's). */
export function redirect({ href, locale }: { href: LocaleHref; locale: Locale }): never {
  return nextRedirect(getPathname({ locale, href }));
}
