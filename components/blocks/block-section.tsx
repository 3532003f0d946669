import { type ReactNode, useId } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import styles from './blocks.module.css';

type HeadingLevel = 2 | 3;

export type ItemHeadingTag = 'h2' | 'h3' | 'h4';

/**
 * The level of the headings of a block's items (cards, tiles, groups): one below the block's
 * heading, or, when the block has none, the level that heading would have had, so the page's
 * outline never skips a level.
 */
export function itemHeadingTag(heading: string | undefined, headingLevel: HeadingLevel = 2): ItemHeadingTag {
  return heading ? `h${(headingLevel + 1) as 3 | 4}` : `h${headingLevel}`;
}

interface BlockSectionProps {
  heading?: string;
  /** The heading's element; editors choose it in some blocks (its look stays the same). */
  headingLevel?: HeadingLevel;
  /** A lead paragraph under the heading. */
  intro?: string;
  /** Names the block when it has no heading: then it is still a region, named by this. */
  label?: string;
  /** A block of links (chips, a link list): a smaller heading and less room around the block. */
  compact?: boolean;
  /** The text column's width (MUI's Container md) instead of the page's: a form, a figure. */
  narrow?: boolean;
  children: ReactNode;
}

/**
 * The frame of a content block: a page-wide container with an optional heading and intro. With a
 * heading (or a label) it is a section named by it, so it is a region landmark; without, a plain div.
 * No client code: plain elements with CSS-module classes (useId works in server components).
 */
export function BlockSection({ heading, headingLevel = 2, intro, label, compact = false, narrow = false, children }: BlockSectionProps) {
  const headingId = useId();
  const Frame = heading || label ? 'section' : 'div';
  const Heading = `h${headingLevel}` as const;
  const headingSpace = compact ? styles.headingCompact : intro ? styles.headingBeforeIntro : styles.headingSpaced;
  return (
    <Frame
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      className={cx(layout.container, narrow && layout.narrow, compact ? styles.sectionCompact : styles.section)}
    >
      {heading && (
        <Heading id={headingId} className={`${compact ? typography.h3 : typography.h2} ${headingSpace}`}>
          {heading}
        </Heading>
      )}
      {intro && <p className={`${typography.lead} ${styles.sectionIntro}`}>{intro}</p>}
      {children}
    </Frame>
  );
}
