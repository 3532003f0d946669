import { useTranslations } from 'next-intl';
import { cache } from 'react';
import layout from '@/components/theme/layout.module.css';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import styles from './language-switcher.module.css';

/**
 * One entry, made once per request for the same link: the not-found boundary's header, which every
 * page's flight data carries, links each locale's home, and a page whose entries are the same (the
 * home page, a page without a translation there) refers to those instead of repeating them.
 */
const languageLinkOf = cache((target: Locale, href: string, current: boolean) => (
  <li key={target}>
    <a href={href} hrefLang={target} lang={target} {...(current && { 'aria-current': 'true' })} className={styles.link}>
      {/* Short code on screen, the language's own name for assistive tech (no aria-label: the name must hold what is visible). */}
      <span aria-hidden="true">{target.slice(0, 2).toUpperCase()}</span>
      <span className={layout.visuallyHidden}>{localeNames[target]}</span>
    </a>
  </li>
));

/**
 * Links to this page in the other locales, or to their home where the page has no translation.
 * Plain links rendered on the server: no script, and crawlers see them too.
 */
export function LanguageSwitcher({ locale, alternates }: { locale: Locale; alternates: Partial<Record<Locale, string>> }) {
  const t = useTranslations('Header');
  return (
    <nav aria-label={t('languageSwitcher')}>
      <ul className={`${layout.plainList} ${styles.list}`}>
        {locales.map((target) => languageLinkOf(target, getPathname({ locale: target, href: alternates[target] ?? '/' }), target === locale))}
      </ul>
    </nav>
  );
}
