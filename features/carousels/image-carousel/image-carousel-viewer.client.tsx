'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import blocks from '@/components/blocks/blocks.module.css';
import { cx } from '@/components/theme/class-names';
import { SvgIcon } from '@/components/theme/svg-icon';
import typography from '@/components/theme/typography.module.css';
import buttons from '../carousel-buttons.module.css';
import headingStyles from '../carousel-heading.module.css';
import { carouselIcons } from '../carousel-icons';
import { useSwipe } from '../hooks/use-swipe';
import { scrollToReveal, stepWithin } from './gallery';
import styles from './image-carousel.module.css';
import type { ImageCarouselSlide } from './schema';
const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
const THUMBNAIL_WIDTH = 88;
const THUMBNAIL_HEIGHT = 56;

/** Localized labels, translated on the server so the browser ships no message catalogue. */
export interface ImageCarouselLabels {
  roleDescription: string;
  slideRoleDescription: string;
  previous: string;
  next: string;
  thumbnails: string;
}

export interface ImageCarouselViewerProps {
  /** The block's h2; it names the carousel when set. */
  heading?: string;
  /** The carousel's accessible name when there is no heading. */
  label: string;
  /** The image box's CSS aspect ratio (the first image's), the same for every image: changing images never moves the page. */
  aspectRatio: string;
  slides: ImageCarouselSlide[];
  /** One "n of m" label per image. */
  slideLabels: string[];
  /** One "Show image n of m: alt" name per thumbnail. */
  thumbnailLabels: string[];
  labels: ImageCarouselLabels;
}

/**
 * An image gallery in the WAI-ARIA carousel pattern, without rotation: the shown image (a slide
 * labelled "n of m" in a polite live region), previous/next buttons disabled at the first and the
 * last image, and a row of thumbnail buttons, the shown one marked aria-current and scrolled into
 * view. Arrow keys step while focus is inside; a swipe on the image steps too. The image box takes
 * the first image's proportions, so changing images never moves the page.
 */
export function ImageCarouselViewer({ heading, label, aspectRatio, slides, slideLabels, thumbnailLabels, labels }: ImageCarouselViewerProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const headingId = `${useId()}-heading`;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const thumbnailRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function step(delta: number): number {
    const target = stepWithin(index, delta, count);
    if (target === index) return target;
    // The button about to be disabled would drop keyboard focus to the page: hand it to the other one.
    if (target === 0 && document.activeElement === previousRef.current) nextRef.current?.focus();
    if (target === count - 1 && document.activeElement === nextRef.current) previousRef.current?.focus();
    setIndex(target);
    return target;
  }

  const swipe = useSwipe(step);

  useEffect(() => {
    const strip = stripRef.current;
    const thumbnail = thumbnailRefs.current[index];
    if (!strip || !thumbnail) return;
    // Only the strip scrolls (sideways): scrollIntoView would also scroll the page to the strip.
    // The jump is instant on purpose: Chromium drops or cuts short a smooth scroll retargeted while
    // it runs, so quick clicks on next used to leave the shown thumbnail partly or wholly hidden.
    const left = scrollToReveal({ itemStart: thumbnail.offsetLeft, itemSize: thumbnail.offsetWidth, scrollStart: strip.scrollLeft, viewSize: strip.clientWidth });
    if (left !== null) strip.scrollLeft = left;
  }, [index]);

  const shown = slides[index]!;
  const name = heading ? { 'aria-labelledby': headingId } : { 'aria-label': label };
  const headingElement = heading && (
    <h2 id={headingId} className={cx(typography.h2, headingStyles.heading)}>
      {heading}
    </h2>
  );
  const figure = (
    <figure className={blocks.figure}>
      <div className={styles.imageBox} style={{ aspectRatio }}>
        <Image
          key={index}
          src={shown.image.src}
          alt={shown.image.alt}
          fill
          sizes="(min-width: 1200px) 1152px, 100vw"
          draggable={false}
          style={{ objectFit: 'contain' }}
        />
      </div>
      {shown.caption && <figcaption className={cx(typography.body2, styles.caption)}>{shown.caption}</figcaption>}
    </figure>
  );

  if (count <= 1) {
    return (
      <section {...name}>
        {headingElement}
        {figure}
      </section>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const delta = arrowSteps[event.key];
    if (!delta || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const onThumbnail = stripRef.current?.contains(event.target as Node) ?? false;
    const target = step(delta);
    // Arrows on a thumbnail walk the row: focus goes along to the thumbnail of the image shown.
    if (onThumbnail) thumbnailRefs.current[target]?.focus();
  }

  return (
    <section aria-roledescription={labels.roleDescription} {...name} onKeyDown={onKeyDown}>
      {headingElement}
      <div aria-live="polite" {...swipe} className={styles.slides}>
        <div role="group" aria-roledescription={labels.slideRoleDescription} aria-label={slideLabels[index]}>
          {figure}
        </div>
      </div>
      <div className={styles.stepper}>
        <button
          type="button"
          ref={previousRef}
          aria-label={labels.previous}
          disabled={index === 0}
          onClick={() => step(-1)}
          className={cx(buttons.iconButton, buttons.outlined, styles.focusDark)}
        >
          <SvgIcon path={carouselIcons.previous} />
        </button>
        {/* The live region already reads the slide's "n of m". */}
        <p aria-hidden className={cx(typography.body1, styles.position)}>
          {slideLabels[index]}
        </p>
        <button
          type="button"
          ref={nextRef}
          aria-label={labels.next}
          disabled={index === count - 1}
          onClick={() => step(1)}
          className={cx(buttons.iconButton, buttons.outlined, styles.focusDark)}
        >
          <SvgIcon path={carouselIcons.next} />
        </button>
      </div>
      <div ref={stripRef} role="group" aria-label={labels.thumbnails} className={styles.strip}>
        {slides.map((slide, position) => (
          <button
            type="button"
            key={position}
            ref={(element) => {
              thumbnailRefs.current[position] = element;
            }}
            aria-label={thumbnailLabels[position]}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => setIndex(position)}
            className={cx(buttons.plain, styles.focusDark, styles.thumbnail)}
          >
            {/* The button's name describes the image: the thumbnail itself is decorative. */}
            <Image
              src={slide.image.src}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_HEIGHT}
              sizes={`${THUMBNAIL_WIDTH}px`}
              draggable={false}
              style={{ display: 'block', objectFit: 'cover' }}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
