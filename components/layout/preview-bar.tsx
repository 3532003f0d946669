import Chip from '@mui/material/Chip';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/theme/button-classes';
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
      {isDraft && <Chip label={t('draftBadge')} size="small" color="secondary" />}
      <form method="post" action="/api/preview/exit">
        <input type="hidden" name="path" value={currentPath} />
        <button type="submit" className={buttonClasses({ variant: 'outlined', color: 'inherit', size: 'small' })}>
          {t('exit')}
        </button>
      </form>
    </div>
  );
}
