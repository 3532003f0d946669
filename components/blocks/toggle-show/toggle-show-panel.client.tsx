'use client';

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useId, useState, type ReactNode } from 'react';

export interface ToggleShowPanelProps {
  showLabel: string;
  hideLabel: string;
  children?: ReactNode;
}

/**
 * A disclosure: the button tells whether the content is open (aria-expanded) and which content it
 * opens (aria-controls). Closed content keeps its place in the HTML with `hidden`, so crawlers
 * index it while it is neither shown nor read out.
 */
export function ToggleShowPanel({ showLabel, hideLabel, children }: ToggleShowPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  return (
    <Box sx={{ py: 2 }}>
      <Container maxWidth="lg">
        <Button
          variant="outlined"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
          endIcon={<ExpandMoreIcon aria-hidden sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {expanded ? hideLabel : showLabel}
        </Button>
      </Container>
      {/* Child blocks bring their own container. */}
      <div id={contentId} hidden={!expanded}>
        {children}
      </div>
    </Box>
  );
}
