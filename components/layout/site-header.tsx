import { useMessages, useTimeZone, useTranslations } from 'next-intl';
import { cache } from 'react';
import { isExternalHref, resolveCmsHref } from '@/components/cms/cms-href';
import type { SiteChrome } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { BrandLogo } from './brand-logo';
import type { AuthMenuLink } from './auth-links';
import { AuthMenu } from './auth-menu.client';
import { DesktopNav } from './desktop-nav.client';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu.client';
import { headerNavItems } from './nav-items';
import { SearchOpener } from '@/components/search/search-opener.client';
import layout from '@/components/theme/layout.module.css';
import styles from './site-header.module.css';
import { loginPagePath } from '@/lib/access/login-href';
import { getPathname } from '@/lib/i18n/navigation';
import type { ClientIntl } from '@/lib/i18n/client-intl';

interface SiteHeaderProps {
  locale: Locale;
  chrome: SiteChrome;
  alternates: Partial<Record<Locale, string>>;
  /** The URL path of the page being shown ('/pt-BR/campanhas'), to mark the current navigation item. */
  currentPath: string;
}

type HeaderTranslator = ReturnType<typeof useTranslations<'Header'>>;

/**
 * What the header shows that depends on the locale's chrome only, not on the page, made once per
 * request (React cache; the chrome and, on the server, next-intl's translator are one object per
 * request). Every page's flight data also carries Next's not-found boundary, whose shell has its
 * own header: given the same objects, React writes the navigation, the account links and the labels
 * once, and the second header refers to them. Only the page's own bits (the current item, the
 * language links, the sign-in return path) are written twice.
 */
const headerChromeOf = cache((locale: Locale, chrome: SiteChrome, t: HeaderTranslator, homeLabel: string, messages: Record<string, unknown>, timeZone: string) => {
  const authLink = (link: { label: string; href: string }): AuthMenuLink => ({
    label: link.label,
    href: resolveCmsHref(locale, link.href),
    external: isExternalHref(link.href),
  });
  const homeHref = getPathname({ locale, href: '/' });
  return {
    homeHref,
    homeLink: (
      <a href={homeHref} aria-label={homeLabel} className={styles.home}>
        <BrandLogo />
      </a>
    ),
    items: headerNavItems(chrome.navigation, locale, (label) => t('viewAll', { label })),
    preLogin: chrome.authMenu.preLogin.map(authLink),
    postLogin: chrome.authMenu.postLogin.map(authLink),
    authLabels: { signIn: t('signIn'), accountMenu: t('accountMenu'), signOut: t('signOut') },
    menuLabels: { open: t('openMenu'), close: t('closeMenu'), title: t('mobileMenu'), back: t('back') },
    // The search panel formats its own messages ('no results found for "{query}"'): only its namespace travels.
    search: {
      href: getPathname({ locale, href: '/search' }),
      label: t('search'),
      intl: { locale, timeZone, messages: { Search: messages.Search } } satisfies ClientIntl,
    },
  };
});

export function SiteHeader({ locale, chrome, alternates, currentPath }: SiteHeaderProps) {
  const t = useTranslations('Header');
  const tSite = useTranslations('Site');
  const messages = useMessages();
  // The panel formats no dates: any zone will do where none is configured.
  const timeZone = useTimeZone() ?? 'UTC';
  const { homeHref, homeLink, items, preLogin, postLogin, authLabels, menuLabels, search } = headerChromeOf(locale, chrome, t, tSite('homeLabel'), messages, timeZone);
  // One element in two places (the bar from 600 px, the menu drawer below): the flight data carries it once.
  const languages = <LanguageSwitcher locale={locale} alternates={alternates} />;
  return (
    <header className={styles.bar}>
      <div className={layout.container}>
        {/* Below 600 px the logo shrinks and the language switcher moves into the menu drawer, so the bar fits a 320 px screen. */}
        <div className={styles.toolbar}>
          {homeLink}
          <DesktopNav items={items} label={t('mainNavigation')} currentHref={currentPath} />
          <div className={styles.spacer} />
          <SearchOpener href={search.href} label={search.label} intl={search.intl} />
          <div className={styles.languages}>{languages}</div>
          <AuthMenu loginHref={loginPagePath(locale, currentPath)} homeHref={homeHref} preLogin={preLogin} postLogin={postLogin} labels={authLabels} />
          <MobileMenu items={items} currentHref={currentPath} labels={menuLabels} phoneExtras={languages} />
        </div>
      </div>
    </header>
  );
}
