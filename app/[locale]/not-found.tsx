import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getLocale, getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { getSiteChrome } from '@/lib/cms/pages';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/** The localized 404 (answered with status 404): the site's shell, a message and the way home. */
export default async function LocaleNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getSiteChrome(locale)]);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={{}} currentPath="">
      <title>{`${t('metaTitle')} | ${chrome.brandName}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography variant="overline" component="p" color="primary">
          404
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.125rem' }}>
          {t('description')}
        </Typography>
        <Button variant="contained" size="large" href={`/${locale}`}>
          {t('backHome')}
        </Button>
      </Container>
    </SiteShell>
  );
}
