import { useTranslations } from 'next-intl';
import type { PreviewNotice } from '@/lib/cms/model';
import { buttonClasses } from '@/components/theme/button-classes';
import styles from './preview-bar.module.css';

/** The preview bar's message for each notice a page can carry (lib/cms/model.ts). */
const noticeKeys = { 'author-refused': 'authorRefused' } as const satisfies Record<PreviewNotice, string>;

/**
 * Shown on every page while draft mode is on. Leaving preview is a form POST: a link would be
 * prefetched by the browser or the router and could end preview on its own. Plain elements: the
 * bar is in every page's shell (the not-found boundary renders it too), so MUI components here
 * would be in every page's first load, for editors only. A notice says why the page shown is not
 * what preview asked for (the author instance refused our credentials: the published version).
 */
export function PreviewBar({ currentPath, isDraft, notice }: { currentPath: string; isDraft: boolean; notice?: PreviewNotice }) {
  const t = useTranslations('Preview');
  return (
    <div role="region" aria-label={t('banner')} data-testid="preview-bar" className={styles.bar}>
      <span>{t('banner')}</span>
      {isDraft && <span className={styles.draft}>{t('draftBadge')}</span>}
      {notice && (
        <strong role="status" className={styles.notice}>
          {t(noticeKeys[notice])}
        </strong>
      )}
      <form method="post" action="/api/preview/exit">
        <input type="hidden" name="path" value={currentPath} />
        <button type="submit" className={buttonClasses({ variant: 'outlined', color: 'inherit', size: 'small' })}>
          {t('exit')}
        </button>
      </form>
    </div>
  );
}
