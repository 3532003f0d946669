'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import { SvgIcon } from '@/components/theme/svg-icon';
import typography from '@/components/theme/typography.module.css';
import buttons from '../carousel-buttons.module.css';
import headingStyles from '../carousel-heading.module.css';
import { carouselIcons } from '../carousel-icons';
import { wrapIndex } from '../logic/slide-index';
import { stackedSlideProps } from '../stacked-slide';
import { useTabbedCarousel } from './use-tabbed-carousel';
import { mouseHoverHandlers } from '../hooks/mouse-hover';
import styles from './tabbed-carousel.module.css';

/** Localized labels, translated on the server so the browser ships no message catalogue. */
export interface TabbedCarouselLabels {
  roleDescription: string;
  slideRoleDescription: string;
  tabs: string;
  progress: string;
  pause: string;
  resume: string;
}

export interface TabbedCarouselFrameProps {
  /** The block's h2; it names the carousel when set. */
  heading?: string;
  /** The carousel's accessible name when there is no heading. */
  label: string;
  /** One label per tab. */
  tabs: string[];
  /** One "n of m" label per panel. */
  slideLabels: string[];
  /** The panels' content, rendered on the server. */
  panels: ReactNode[];
  labels: TabbedCarouselLabels;
}

/** Where a key moves focus in the tab list: arrows wrap around, Home and End go to the ends. */
function tabForKey(key: string, position: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return wrapIndex(position - 1, count);
    case 'ArrowRight':
      return wrapIndex(position + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The WAI-ARIA tabbed carousel: a region with a localized aria-roledescription, the pause/resume
 * button first, then a tab list whose tabs show their label and the active tab's progress, then
 * the tab panels (slides labelled "n of m"). Tabs use a roving tabindex and activate on arrow
 * keys, Home/End (automatic activation, as the panels are already rendered), click, Enter and
 * Space. Choosing a tab pauses rotation until the visitor resumes. All panels share one grid cell,
 * so the block keeps the tallest panel's height and nothing shifts when the tab changes.
 */
export function TabbedCarouselFrame({ heading, label, tabs, slideLabels, panels, labels }: TabbedCarouselFrameProps) {
  const count = panels.length;
  const carousel = useTabbedCarousel(count);
  const id = useId();
  const headingId = `${id}-heading`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const name = heading ? { 'aria-labelledby': headingId } : { 'aria-label': label };
  const headingElement = heading && (
    <h2 id={headingId} className={cx(typography.h2, headingStyles.heading)}>
      {heading}
    </h2>
  );

  if (count <= 1) {
    return (
      <section {...name}>
        {headingElement}
        {panels[0]}
      </section>
    );
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLElement>, position: number) {
    const target = tabForKey(event.key, position, count);
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    carousel.select(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <section
      aria-roledescription={labels.roleDescription}
      {...name}
      // Focus inside holds rotation, except on the toggle itself: pressing resume there must resume.
      onFocus={(event) => carousel.setFocusWithin(event.target !== toggleRef.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocusWithin(false);
      }}
      {...mouseHoverHandlers(carousel.setHovered)}
    >
      {headingElement}
      <div className={styles.bar}>
        <button
          type="button"
          ref={toggleRef}
          aria-label={carousel.pausedByUser ? labels.resume : labels.pause}
          onClick={carousel.togglePause}
          className={cx(buttons.iconButton, buttons.outlined)}
        >
          <SvgIcon path={carousel.pausedByUser ? carouselIcons.play : carouselIcons.pause} />
        </button>
        <div role="tablist" aria-label={labels.tabs} className={styles.tabList}>
          {tabs.map((tab, position) => {
            const selected = position === carousel.index;
            const progress = selected ? carousel.progress : 0;
            return (
              <button
                type="button"
                key={position}
                ref={(element) => {
                  tabRefs.current[position] = element;
                }}
                role="tab"
                id={`${id}-tab-${position}`}
                // Named by its label alone: the progress bar's own name must not join the tab's.
                aria-labelledby={`${id}-tab-${position}-label`}
                aria-selected={selected}
                aria-controls={`${id}-panel-${position}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => carousel.select(position)}
                onKeyDown={(event) => onTabKeyDown(event, position)}
                className={cx(buttons.plain, styles.tab)}
              >
                <span id={`${id}-tab-${position}-label`}>{tab}</span>
                <span role="progressbar" aria-label={labels.progress} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className={styles.progress}>
                  <span className={styles.progressBar} style={{ transform: `translateX(${progress - 100}%)` }} />
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <div aria-live={carousel.rotating ? 'off' : 'polite'} className={styles.panels}>
        {panels.map((panel, position) => {
          const { className, ...stacked } = stackedSlideProps(position === carousel.index);
          return (
            <div
              key={position}
              role="tabpanel"
              id={`${id}-panel-${position}`}
              aria-roledescription={labels.slideRoleDescription}
              aria-label={slideLabels[position]}
              {...stacked}
              className={cx(className, styles.panel)}
            >
              {panel}
            </div>
          );
        })}
      </div>
    </section>
  );
}
