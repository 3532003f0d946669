'use client';

import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { collapseTrail, type BreadcrumbViewport } from './breadcrumb-collapse';
import { linkSx, type BreadcrumbLink } from './breadcrumb-link';
import { BreadcrumbPopover } from './breadcrumb-popover-island.client';

interface CollapsibleBreadcrumbsProps {
  /** Home first, the current page last. */
  crumbs: BreadcrumbLink[];
  labels: { label: string; showFullPath: string };
}

type Entry = { kind: 'crumb'; index: number } | { kind: 'more' };
type PerViewport<T> = Record<BreadcrumbViewport, T>;

/**
 * The page's breadcrumb. Long trails fold into a '...' button whose popover lists the hidden
 * crumbs as links: on mobile (below MUI `md`) past 3 crumbs, on desktop past 5. Both layouts are
 * in the server HTML and CSS picks one, so nothing shifts when the page hydrates.
 */
export function CollapsibleBreadcrumbs({ crumbs, labels }: CollapsibleBreadcrumbsProps) {
  const theme = useTheme();
  const popoverId = useId();
  const [popover, setPopover] = useState<{ anchor: HTMLElement; hidden: BreadcrumbLink[] } | null>(null);
  // The popover's code (MUI's popover and modal) loads when a visitor reaches for the '...' button.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  const indexes = crumbs.map((_, index) => index);
  const hidden: PerViewport<number[]> = { mobile: collapseTrail(indexes, 'mobile').hidden, desktop: collapseTrail(indexes, 'desktop').hidden };
  const collapses = hidden.mobile.length > 0 || hidden.desktop.length > 0;
  // One '...' serves both layouts: right after home, which mobile hides whenever it collapses.
  const entries: Entry[] = crumbs.flatMap((_, index): Entry[] =>
    index === 0 && collapses ? [{ kind: 'crumb', index }, { kind: 'more' }] : [{ kind: 'crumb', index }],
  );
  const isVisible = (entry: Entry, viewport: BreadcrumbViewport) =>
    entry.kind === 'more' ? hidden[viewport].length > 0 : !hidden[viewport].includes(entry.index);
  const firstVisible: PerViewport<Entry | undefined> = {
    mobile: entries.find((entry) => isVisible(entry, 'mobile')),
    desktop: entries.find((entry) => isVisible(entry, 'desktop')),
  };
  const responsive = (show: (viewport: BreadcrumbViewport) => boolean, shown: string) => ({
    xs: show('mobile') ? shown : 'none',
    md: show('desktop') ? shown : 'none',
  });

  const openPopover = (anchor: HTMLElement) => {
    const desktop = window.matchMedia(`(min-width: ${theme.breakpoints.values.md}px)`).matches;
    setPopover({ anchor, hidden: hidden[desktop ? 'desktop' : 'mobile'].map((index) => crumbs[index]!) });
  };

  return (
    <Box component="nav" aria-label={labels.label} sx={{ fontSize: '0.875rem', py: 1 }}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0, rowGap: 0.5 }}>
        {entries.map((entry) => {
          const visible = (viewport: BreadcrumbViewport) => isVisible(entry, viewport);
          const separator = (
            <Box component="span" aria-hidden="true" sx={{ display: responsive((viewport) => visible(viewport) && firstVisible[viewport] !== entry, 'inline'), mx: 1, color: 'text.secondary' }}>
              /
            </Box>
          );
          if (entry.kind === 'more') {
            return (
              <Box component="li" key="more" data-crumb="more" sx={{ display: responsive(visible, 'flex'), alignItems: 'center' }}>
                {separator}
                <IconButton
                  size="small"
                  aria-label={labels.showFullPath}
                  aria-expanded={popover !== null}
                  aria-controls={popover ? popoverId : undefined}
                  onPointerEnter={want}
                  onFocus={want}
                  onClick={(event) => {
                    want();
                    openPopover(event.currentTarget);
                  }}
                  sx={{ color: 'primary.main', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
                >
                  <MoreHoriz fontSize="small" />
                </IconButton>
              </Box>
            );
          }
          const crumb = crumbs[entry.index]!;
          const isCurrent = entry.index === crumbs.length - 1;
          return (
            <Box component="li" key={crumb.href} data-crumb={entry.index} sx={{ display: responsive(visible, 'flex'), alignItems: 'center' }}>
              {separator}
              {isCurrent ? (
                <Box component="span" aria-current="page" sx={{ color: 'text.primary' }}>
                  {crumb.label}
                </Box>
              ) : (
                <Box component="a" href={crumb.href} sx={linkSx}>
                  {crumb.label}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {wanted && (
        <BreadcrumbPopover id={popoverId} label={labels.label} anchor={popover?.anchor ?? null} crumbs={popover?.hidden ?? []} onClose={() => setPopover(null)} />
      )}
    </Box>
  );
}
