import type { ReactNode } from 'react';
import layout from '@/components/theme/layout.module.css';
import styles from './blocks.module.css';

/** The frame of a visual block (an image, a map): a medium-width figure with an optional caption under it. */
export function FigureFrame({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <div className={`${layout.container} ${layout.narrow} ${styles.figureFrame}`}>
      <figure className={styles.figure}>
        {children}
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
    </div>
  );
}
