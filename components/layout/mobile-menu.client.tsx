'use client';

import { useEffect, useId, useReducer, useState, type ReactNode } from 'react';
import { closedMegaMenu, megaMenuReducer, type MegaMenuState } from './mega-menu-reducer';
import { MobileMenuDrawer, type DrawerView } from './mobile-menu-drawer-island.client';
import { cx } from '@/components/theme/class-names';
import iconButton from '@/components/theme/icon-button.module.css';
import styles from './mobile-menu.module.css';
import type { HeaderNavItem } from './nav-items';

/** The header's desktop breakpoint (MUI `lg`): from here on the full navigation shows and this menu closes. */
export const DESKTOP_MIN_WIDTH = 1200;

interface MobileMenuProps {
  items: HeaderNavItem[];
  /** The URL path of the page being shown, marked in the list. */
  currentHref: string;
  labels: { open: string; close: string; title: string; back: string };
  /** Shown under the top-level list on phones only, where the header has no room for it (the language switcher). */
  phoneExtras?: ReactNode;
}

/**
 * The navigation below 1200 px: a button that opens a drawer listing the items (mobile-menu-drawer).
 * Every page ships only the button: the drawer's code (MUI's modal, lists, transitions) is a chunk
 * the browser starts loading when a visitor reaches for the button, and renders once it is opened.
 * The button is a plain element on a CSS module, so it adds no emotion CSS to every page's HTML.
 */
export function MobileMenu({ items, currentHref, labels, phoneExtras }: MobileMenuProps) {
  const [state, dispatch] = useReducer(megaMenuReducer<DrawerView>, closedMegaMenu as MegaMenuState<DrawerView>);
  const [wanted, setWanted] = useState(false);
  const drawerId = useId();

  // A menu left open on a phone rotated or a window widened past the breakpoint closes by itself.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) dispatch({ type: 'CLOSE' });
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  const want = () => setWanted(true);
  return (
    <div className={styles.menu}>
      <button
        type="button"
        aria-label={labels.open}
        aria-controls={drawerId}
        aria-expanded={state.open}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          dispatch({ type: 'OPEN', data: 'root' });
        }}
        className={cx(iconButton.iconButton, styles.toggle)}
      >
        {/* MUI's Menu icon, inline: an icon component would bring its emotion CSS. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </svg>
      </button>
      {/* Mounted from the first sign of intent on: its chunk loads, and it stays for the closing animation. */}
      {wanted && <MobileMenuDrawer id={drawerId} items={items} currentHref={currentHref} labels={labels} phoneExtras={phoneExtras} state={state} dispatch={dispatch} />}
    </div>
  );
}
