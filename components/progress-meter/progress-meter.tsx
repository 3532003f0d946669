import styles from './progress-meter.module.css';

export interface ProgressMeterProps {
  /** Percent done, 0-100 (clamped). */
  percent: number;
  /** What the bar measures: its accessible name, by text or by the id of a visible label. */
  label: { text: string } | { labelledBy: string };
  /** The value as people read it ('62%'); the rounded percent otherwise. */
  valueText?: string;
}

/** A thin progress bar (MUI's LinearProgress, determinate, without MUI) that assistive technology reads as one. */
export function ProgressMeter({ percent, label, valueText }: ProgressMeterProps) {
  const shown = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return (
    <div
      role="progressbar"
      {...('text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.labelledBy })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={valueText}
      className={styles.meter}
    >
      <span className={styles.fill} style={{ width: `${shown}%` }} />
    </div>
  );
}
