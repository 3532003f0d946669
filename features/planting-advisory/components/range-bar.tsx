import { positionPercent, rangeSegments, widthPercent, type RangeLevel } from '../logic/range-bar';
import styles from './planting-advisory.module.css';

export interface RangeBarProps {
  /** The expected yield, t/ha; outside 0-15 it is drawn at the nearer end. */
  amount: number;
  heading: string;
  /** What the bar says in words ('8 t/ha: Very high'), for everyone. */
  valueText: string;
  levels: Record<RangeLevel, string>;
  /** The scale's ends, formatted. */
  min: string;
  max: string;
}

/** The yield range bar (spec §5): seven coloured segments and a marker at the expected yield. */
export function RangeBar({ amount, heading, valueText, levels, min, max }: RangeBarProps) {
  return (
    <figure className={styles.range}>
      <figcaption>{heading}</figcaption>
      {/* The colours say nothing a screen reader needs: the text below says it. */}
      <div className={styles.bar} aria-hidden="true">
        {rangeSegments.map((segment) => (
          <span
            key={segment.start}
            className={styles.segment}
            title={levels[segment.label]}
            data-level={segment.label}
            style={{ width: `${widthPercent(segment)}%`, backgroundColor: segment.color }}
          />
        ))}
        <span className={styles.marker} style={{ left: `${positionPercent(amount)}%` }} />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
      <p>{valueText}</p>
    </figure>
  );
}
