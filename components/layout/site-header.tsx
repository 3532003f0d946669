import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useTranslations } from 'next-intl';
import { isExternalHref, resolveCmsHref } from '@/components/cms/cms-href';
import type { SiteChrome } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { BrandLogo } from './brand-logo';
import { AuthMenu, type AuthMenuLink } from './auth-menu.client';
import { DesktopNav } from './desktop-nav.client';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu.client';
import { headerNavItems } from './nav-items';
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
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        {/* Below 600 px the logo shrinks and the language switcher moves into the menu drawer, so the bar fits a 320 px screen. */}
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, lg: 76 }, gap: { xs: 1, sm: 2 } }}>
          <Box component="a" href={getPathname({ locale, href: '/' })} aria-label={tSite('homeLabel')} sx={{ display: 'inline-flex', lineHeight: 0, '& svg': { height: { xs: 28, sm: 36 }, width: 'auto' } }}>
            <BrandLogo />
          </Box>
          <DesktopNav items={items} label={t('mainNavigation')} />
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageSwitcher locale={locale} alternates={alternates} />
          </Box>
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
            phoneExtras={<LanguageSwitcher locale={locale} alternates={alternates} />}
          />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
