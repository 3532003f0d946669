import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

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
  children: ReactNode;
}

/**
 * The frame of a content block: a page-wide container with an optional heading and intro. With a
 * heading (or a label) it is a section named by it, so it is a region landmark; without, a plain div.
 * No client code: it renders inside server components (useId works there).
 */
export function BlockSection({ heading, headingLevel = 2, intro, label, compact = false, children }: BlockSectionProps) {
  const headingId = useId();
  return (
    <Container
      component={heading || label ? 'section' : 'div'}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      maxWidth="lg"
      sx={{ py: compact ? 3 : { xs: 4, md: 6 } }}
    >
      {heading && (
        <Typography id={headingId} variant={compact ? 'h3' : 'h2'} component={`h${headingLevel}`} sx={{ mb: compact ? 2 : intro ? 1.5 : 3 }}>
          {heading}
        </Typography>
      )}
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760, fontSize: '1.0625rem' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
