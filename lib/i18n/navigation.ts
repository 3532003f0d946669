import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware navigation bound to the site's routing (next-intl): every locale path of the site
 * is built here, never by hand. `getPathname({ locale, href })` gives '/pt-BR' for the home and
 * '/pt-BR/campanhas' for a page path; `redirect` and `Link` do the same for server and client code.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
