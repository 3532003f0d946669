import { graphPercentage } from '../logic/finance-figures';
import styles from './digital-finance.module.css';

/** Spec section 9: the graph is 250 px wide; its animation takes 500 ms (digital-finance.module.css). */
export const GRAPH_SIZE = 250;

const STROKE = 28;
const RADIUS = (GRAPH_SIZE - STROKE) / 2;
const CENTRE = GRAPH_SIZE / 2;
/** The upper half of a circle, left to right: the 180-degree doughnut. */
const HALF_CIRCLE = `M ${CENTRE - RADIUS} ${CENTRE} A ${RADIUS} ${RADIUS} 0 0 1 ${CENTRE + RADIUS} ${CENTRE}`;

/**
 * The credit status doughnut: consumed over the track of the whole limit, drawn to at most 100%
 * (spec section 5). An SVG the server can draw: @mui/x-charts' Gauge would add about 60 KB gzip to
 * the page's first load (1.36x the shell page, over DESIGN section 9's 1.10x). The figures are in
 * the text beside it; the graph is named by `labelledBy` (what it shows, in words).
 */
export function CreditGraph({ consumedPercentage, labelledBy }: { consumedPercentage: number; labelledBy: string }) {
  const drawn = graphPercentage(consumedPercentage);
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      viewBox={`0 0 ${GRAPH_SIZE} ${CENTRE + STROKE / 2}`}
      width={GRAPH_SIZE}
      className={styles.graph}
      data-drawn-percentage={drawn}
    >
      <path d={HALF_CIRCLE} pathLength={100} className={styles.track} strokeWidth={STROKE} />
      <path
        d={HALF_CIRCLE}
        pathLength={100}
        className={styles.consumed}
        strokeWidth={STROKE}
        strokeDasharray={`${drawn} 100`}
        style={{ ['--drawn' as string]: drawn }}
      />
    </svg>
  );
}
