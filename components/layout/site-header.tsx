import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useTranslations } from 'next-intl';
import { cmsLinkProps, isExternalHref, resolveCmsHref } from '@/components/cms/cms-href';
import type { SiteChrome } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { BrandLogo } from './brand-logo';
import { AuthMenu, type AuthMenuLink } from './auth-menu';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';

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
    const href = resolveCmsHref(link.href, locale);
    return { label: link.label, href, external: isExternalHref(link.href) };
  };
  const links = chrome.navigation.map((link) => {
    const href = resolveCmsHref(link.href, locale);
    return { label: link.label, href, current: href === currentPath };
  });
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, lg: 76 }, gap: 2 }}>
          <Box component="a" href={`/${locale}`} aria-label={tSite('homeLabel')} sx={{ display: 'inline-flex', lineHeight: 0 }}>
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label={t('mainNavigation')} sx={{ display: { xs: 'none', lg: 'block' }, ml: 3 }}>
            <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
              {chrome.navigation.map((link, index) => (
                <li key={link.href}>
                  <Button
                    color="inherit"
                    {...cmsLinkProps(link.href, locale)}
                    aria-current={links[index]?.current ? 'page' : undefined}
                    sx={{ fontWeight: 600, px: 1.5, '&[aria-current="page"]': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 } }}
                  >
                    {link.label}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher locale={locale} alternates={alternates} />
          <AuthMenu
            loginHref={`/${locale}/login?${new URLSearchParams({ redirectUrl: currentPath })}`}
            homeHref={`/${locale}`}
            preLogin={chrome.authMenu.preLogin.map(authLink)}
            postLogin={chrome.authMenu.postLogin.map(authLink)}
            labels={{ signIn: t('signIn'), accountMenu: t('accountMenu'), signOut: t('signOut') }}
          />
          <MobileMenu links={links} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('mobileMenu') }} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
