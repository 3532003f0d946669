'use client';
import { useState, type MouseEvent } from 'react';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { SearchPanel } from './search-panel-island.client';
import iconButton from '@/components/theme/icon-button.module.css';

interface SearchOpenerProps {
  /** The results page, where the button leads before the page's code has loaded (or without it). */
  href: string;
  label: string;
  intl: ClientIntl;
}

/**
 * The header's search button: a link to the results page, which opens the search panel once the
 * page's code runs. Every page ships only this: the panel's code is a chunk the browser starts
 * loading when a visitor reaches for the button (pointer over it, focus), and renders once opened.
 */
export function SearchOpener({ href, label, intl }: SearchOpenerProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const want = () => setWanted(true);
  const openPanel = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window still opens the results page there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <a href={href} aria-label={label} aria-haspopup="dialog" className={iconButton.iconButton} onPointerEnter={want} onFocus={want} onClick={openPanel}>
        {/* MUI's Search icon, inline: an icon component would bring its emotion CSS to every page. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
        </svg>
      </a>
      {/* Mounted from the first sign of intent on: its chunk loads, and it stays for the closing animation. */}
      {wanted && <SearchPanel open={open} onClose={() => setOpen(false)} intl={intl} />}
    </>
  );
}
