import { useTranslations } from 'next-intl';
import { WarningIcon } from '@/components/error-card/error-card';
import card from '@/components/error-card/error-card.module.css';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';

/**
 * Shown in preview only, where a block was left out for visitors, so editors see what to fix.
 * Plain markup on the error card's classes, not MUI's Alert: a server component's MUI import is a
 * client reference, and Turbopack sends the client references of every block the CMS route could
 * render in each CMS page's first load (vercel/next.js#69865), whether the page renders it or not.
 */
export function BlockWarning({ nodeId, resourceType, reason }: { nodeId: string; resourceType: string; reason: string }) {
  const t = useTranslations('Blocks');
  return (
    <div className={layout.container}>
      <div role="status" data-block-warning={nodeId} className={card.card}>
        <WarningIcon />
        <p className={cx(typography.h6, card.title)}>{t('warningTitle', { resourceType })}</p>
        {/* zod's report keeps its line breaks. */}
        <pre className={cx(typography.body2, card.title)} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {`#${nodeId}: ${reason}`}
        </pre>
        <p className={typography.body2}>{t('warningHint')}</p>
      </div>
    </div>
  );
}
