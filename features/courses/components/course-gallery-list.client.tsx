'use client';
import { useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { GALLERY_STEP, hasMore, initiallyShown, shownAfterMore } from '../logic/gallery-paging';
import styles from './courses.module.css';

interface CourseGalleryListProps {
  /** The server's cards, in order: every one is in the HTML, those past the shown ones hidden. */
  cards: ReactNode[];
  /** The gallery's heading, which names the list. */
  labelledBy: string;
  showMore: string;
  /** What the list says after each step of 8 ('8 of 21 courses'). */
  shownLabels: string[];
}

/** Spec §9: the gallery shows 8 cards, then 8 more per click on 'show more', whose focus moves to the first new card. */
export function CourseGalleryList({ cards, labelledBy, showMore, shownLabels }: CourseGalleryListProps) {
  const total = cards.length;
  const [shown, setShown] = useState(() => initiallyShown(total));
  const list = useRef<HTMLUListElement>(null);
  const step = Math.max(0, Math.ceil(shown / GALLERY_STEP) - 1);

  const more = () => {
    const firstNew = shown;
    setShown(shownAfterMore(shown, total));
    // After React has shown them: the first new card's link takes the focus, so keyboard users go on from there.
    requestAnimationFrame(() => list.current?.children[firstNew]?.querySelector('a')?.focus());
  };

  return (
    <>
      <ul aria-labelledby={labelledBy} ref={list} className={cx(layout.plainList, styles.grid)}>
        {cards.map((card, index) => (
          <li key={index} hidden={index >= shown}>
            {card}
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p role="status" className={cx(typography.body2, styles.units)}>
          {shownLabels[step]}
        </p>
        {hasMore(shown, total) && (
          <button type="button" onClick={more} className={buttonClasses({ variant: 'outlined' })}>
            {showMore}
          </button>
        )}
      </div>
    </>
  );
}
