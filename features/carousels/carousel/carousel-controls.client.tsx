'use client';

import type { Ref } from 'react';
import { cx } from '@/components/theme/class-names';
import { SvgIcon } from '@/components/theme/svg-icon';
import buttons from '../carousel-buttons.module.css';
import { carouselIcons } from '../carousel-icons';
import type { CarouselLabels } from './carousel-labels';
import styles from './carousel.module.css';

export interface CarouselControlsProps {
  count: number;
  index: number;
  pausedByUser: boolean;
  toggleRef: Ref<HTMLButtonElement>;
  onTogglePlay: () => void;
  onStep: (delta: number) => void;
  onShow: (index: number) => void;
  labels: Pick<CarouselLabels, 'controls' | 'play' | 'pause' | 'previous' | 'next' | 'goToSlide'>;
}

/**
 * The autoplay toggle first (WAI-ARIA: a visitor reaches it before anything moves under them),
 * then previous, next and one dot per slide. The dots are 24 px targets around a 12 px mark.
 */
export function CarouselControls({ count, index, pausedByUser, toggleRef, onTogglePlay, onStep, onShow, labels }: CarouselControlsProps) {
  return (
    <div role="group" aria-label={labels.controls} className={styles.controls}>
      <button type="button" ref={toggleRef} aria-label={pausedByUser ? labels.play : labels.pause} onClick={onTogglePlay} className={buttons.iconButton}>
        <SvgIcon path={pausedByUser ? carouselIcons.play : carouselIcons.pause} />
      </button>
      <button type="button" aria-label={labels.previous} onClick={() => onStep(-1)} className={buttons.iconButton}>
        <SvgIcon path={carouselIcons.previous} />
      </button>
      <button type="button" aria-label={labels.next} onClick={() => onStep(1)} className={buttons.iconButton}>
        <SvgIcon path={carouselIcons.next} />
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, dot) => (
          <button
            type="button"
            key={dot}
            aria-label={labels.goToSlide[dot]}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => onShow(dot)}
            className={cx(buttons.plain, styles.dot)}
          >
            <span className={cx(styles.dotMark, dot === index && styles.dotMarkCurrent)} />
          </button>
        ))}
      </div>
    </div>
  );
}
