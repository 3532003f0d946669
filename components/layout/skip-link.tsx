import { useTranslations } from 'next-intl';
import styles from './shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: keyboard users jump past the header straight to the content. */
export function SkipLink() {
  const t = useTranslations('Header');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
