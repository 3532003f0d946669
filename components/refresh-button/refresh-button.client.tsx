'use client';
import { useEffect, useRef } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { usePageRefresh } from '@/lib/browser/use-page-refresh';

export interface RefreshButtonProps {
  label: string;
  className?: string;
}

/**
 * Where the focus goes when a retry worked: the button leaves with the error state, which would
 * drop the focus to the page's start; the heading of the widget it sat in (a section named by its
 * heading, as every widget here is) takes it instead, so a keyboard or screen-reader user goes on
 * from the widget, now filled in. Nothing moves if the focus is already elsewhere.
 */
function focusWidgetHeading(widget: Element | null) {
  if (!widget?.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
  const heading = widget.querySelector<HTMLElement>('h2, h3');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Asks the server for the page again (Next's `router.refresh()`): the retry of a widget whose data
 * only the server reads (a per-user block rendered on a page with access rules). The page stays as
 * it is until the new render arrives (a transition), and the button says it is busy meanwhile; it
 * keeps the focus (`aria-disabled`, not `disabled`), and hands it to the widget's heading when the
 * new render replaces it. Until React has hydrated it is disabled: a click on the server's markup
 * would do nothing.
 */
export function RefreshButton({ label, className }: RefreshButtonProps) {
  const hydrated = useHydrated();
  const [refreshing, refresh] = usePageRefresh();
  /** The widget, when the button had the focus as it was pressed. */
  const focusedWidget = useRef<Element | null>(null);
  useEffect(() => () => focusWidgetHeading(focusedWidget.current), []);
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-disabled={refreshing || undefined}
      aria-busy={refreshing || undefined}
      onClick={(event) => {
        if (refreshing) return;
        const button = event.currentTarget;
        focusedWidget.current = document.activeElement === button ? button.closest('section') : null;
        refresh();
      }}
      className={className}
    >
      {label}
    </button>
  );
}
