import { useTranslations } from 'next-intl';
import layout from '@/components/theme/layout.module.css';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import styles from './language-switcher.module.css';

/**
 * Links to this page in the other locales, or to their home where the page has no translation.
 * Plain links rendered on the server: no script, and crawlers see them too.
 */
export function LanguageSwitcher({ locale, alternates }: { locale: Locale; alternates: Partial<Record<Locale, string>> }) {
  const t = useTranslations('Header');
  return (
    <nav aria-label={t('languageSwitcher')}>
      <ul className={`${layout.plainList} ${styles.list}`}>
        {locales.map((target) => {
          const path = alternates[target];
          return (
            <li key={target}>
              <a
                href={getPathname({ locale: target, href: path ?? '/' })}
                hrefLang={target}
                lang={target}
                aria-current={target === locale ? 'true' : undefined}
                className={styles.link}
              >
                {/* Short code on screen, the language's own name for assistive tech (no aria-label: the name must hold what is visible). */}
                <span aria-hidden="true">{target.slice(0, 2).toUpperCase()}</span>
                <span className={layout.visuallyHidden}>{localeNames[target]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
