'use client';
import { useTranslations } from 'next-intl';
import styles from './weather-video.module.css';

/** Previous / next around a list that wraps (spec §5, §6), with where the visitor is, announced politely. */
export function VideoPager({ index, count, onStep }: { index: number; count: number; onStep: (delta: -1 | 1) => void }) {
  const t = useTranslations('WeatherVideo');
  return (
    <div className={styles.pager}>
      <button type="button" className={styles.step} onClick={() => onStep(-1)} disabled={count < 2}>
        <span aria-hidden="true">‹</span> {t('previous')}
      </button>
      <p className={styles.position} aria-live="polite">
        {t('position', { current: index + 1, total: count })}
      </p>
      <button type="button" className={styles.step} onClick={() => onStep(1)} disabled={count < 2}>
        {t('next')} <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
