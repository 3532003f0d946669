import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslations } from 'next-intl';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * Links to this page in the other locales, or to their home where the page has no translation.
 * Plain links rendered on the server: no script, and crawlers see them too.
 */
export function LanguageSwitcher({ locale, alternates }: { locale: Locale; alternates: Partial<Record<Locale, string>> }) {
  const t = useTranslations('Header');
  return (
    <Box component="nav" aria-label={t('languageSwitcher')}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {locales.map((target) => {
          const path = alternates[target];
          const isCurrent = target === locale;
          return (
            <li key={target}>
              <Box
                component="a"
                href={getPathname({ locale: target, href: path ?? '/' })}
                hrefLang={target}
                lang={target}
                aria-current={isCurrent ? 'true' : undefined}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minWidth: 44,
                  minHeight: 44,
                  justifyContent: 'center',
                  borderRadius: 1,
                  fontWeight: 700,
                  fontSize: '0.875rem',
                  textDecoration: 'none',
                  color: isCurrent ? 'primary.contrastText' : 'primary.main',
                  bgcolor: isCurrent ? 'primary.main' : 'transparent',
                  '&:hover': { bgcolor: isCurrent ? 'primary.dark' : 'action.hover' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                }}
              >
                {/* Short code on screen, the language's own name for assistive tech (no aria-label: the name must hold what is visible). */}
                <span aria-hidden="true">{target.slice(0, 2).toUpperCase()}</span>
                <Box component="span" sx={visuallyHidden}>
                  {localeNames[target]}
                </Box>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
