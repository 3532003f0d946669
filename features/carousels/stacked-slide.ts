import { cx } from '@/components/theme/class-names';
import styles from './stacked-slide.module.css';

/**
 * Rotations keep every slide in the page, stacked in one grid cell and cross-faded: the active slide
 * alone is seen, read by screen readers and focusable; the others are hidden and inert, so their
 * links are out of the tab order. The container is a grid.
 */
export function stackedSlideProps(active: boolean) {
  return {
    'aria-hidden': active ? undefined : true,
    inert: !active,
    tabIndex: active ? 0 : undefined,
    className: cx(styles.slide, !active && styles.hidden),
  } as const;
}
