import { useTranslations } from 'next-intl';
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
import layout from '@/components/theme/layout.module.css';
import styles from './site-header.module.css';
import { loginPagePath } from '@/lib/access/login-href';
import { getPathname } from '@/lib/i18n/navigation';

interface SiteHeaderProps {
  locale: Locale;
  chrome: SiteChrome;
  alternates: Partial<Record<Locale, string>>;
  /** The URL path of the page being shown ('/pt-BR/campanhas'), to mark the current navigation item. */
  currentPath: string;
}

export function SiteHeader({ locale, chrome, alternates, currentPath }: SiteHeaderProps) {
  const t = useTranslations('Header');
  const tSite = useTranslations('Site');
  const authLink = (link: { label: string; href: string }): AuthMenuLink => {
    const href = resolveCmsHref(locale, link.href);
    return { label: link.label, href, external: isExternalHref(link.href) };
  };
  const items = headerNavItems(chrome.navigation, locale, currentPath, (label) => t('viewAll', { label }));
  // One element in two places (the bar from 600 px, the menu drawer below): the flight data carries it once.
  const languages = <LanguageSwitcher locale={locale} alternates={alternates} />;
  return (
    <header className={styles.bar}>
      <div className={layout.container}>
        {/* Below 600 px the logo shrinks and the language switcher moves into the menu drawer, so the bar fits a 320 px screen. */}
        <div className={styles.toolbar}>
          <a href={getPathname({ locale, href: '/' })} aria-label={tSite('homeLabel')} className={styles.home}>
            <BrandLogo />
          </a>
          <DesktopNav items={items} label={t('mainNavigation')} />
          <div className={styles.spacer} />
          <div className={styles.languages}>{languages}</div>
          <AuthMenu
            loginHref={loginPagePath(locale, currentPath)}
            homeHref={getPathname({ locale, href: '/' })}
            preLogin={chrome.authMenu.preLogin.map(authLink)}
            postLogin={chrome.authMenu.postLogin.map(authLink)}
            labels={{ signIn: t('signIn'), accountMenu: t('accountMenu'), signOut: t('signOut') }}
          />
          <MobileMenu
            items={items}
            labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('mobileMenu'), back: t('back') }}
            phoneExtras={languages}
          />
        </div>
      </div>
    </header>
  );
}
