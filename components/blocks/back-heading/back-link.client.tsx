'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';

/**
 * True when the previous history entry is a page of this site: there is one (history.length > 1)
 * and the visitor came from this origin (document.referrer).
 */
export function cameFromThisSite(): boolean {
  if (window.history.length <= 1 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A link to the fallback page that goes back in history instead when it can. Being a real link,
 * it works before hydration and without script, and opens the fallback in a new tab on request.
 */
export function BackLink({ fallbackHref, label }: { fallbackHref: string; label: string }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
    if (newTab || !cameFromThisSite()) return;
    event.preventDefault();
    window.history.back();
  }
  return (
    <IconButton
      href={fallbackHref}
      aria-label={label}
      onClick={handleClick}
      color="primary"
      sx={{ border: 1, borderColor: 'divider', '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <ArrowBackIcon aria-hidden />
    </IconButton>
  );
}
