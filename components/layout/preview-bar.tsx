import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import styles from './preview-bar.module.css';

/**
 * Shown on every page while draft mode is on. Leaving preview is a form POST: a link would be
 * prefetched by the browser or the router and could end preview on its own.
 */
export function PreviewBar({ currentPath, isDraft }: { currentPath: string; isDraft: boolean }) {
  const t = useTranslations('Preview');
  return (
    <div role="region" aria-label={t('banner')} data-testid="preview-bar" className={styles.bar}>
      <span>{t('banner')}</span>
      {isDraft && <span className={styles.draft}>{t('draftBadge')}</span>}
      <form method="post" action="/api/preview/exit">
        <input type="hidden" name="path" value={currentPath} />
        <Button type="submit" size="small" variant="outlined" color="inherit">
          {t('exit')}
        </Button>
      </form>
    </div>
  );
}
