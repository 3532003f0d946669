'use client';

import dynamic from 'next/dynamic';
import { Suspense, useState, type ReactNode } from 'react';

export interface SideSheetProps {
  open: boolean;
  /** The sheet's heading, which is also its accessible name. */
  title: string;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  /** Escape, the backdrop and the close button; focus then returns to the opener. */
  onClose: () => void;
  children: ReactNode;
  /** Actions kept in view below the scrolling content (a form's save button). */
  footer?: ReactNode;
}

const SideSheetDrawer = dynamic(() => import('./side-sheet-drawer.client').then((module) => module.SideSheetDrawer));

/**
 * A sheet sliding in from the right over the page (a transaction's detail, a picker), as a modal
 * dialog. Its code (MUI's Drawer) is a chunk of its own, loaded the first time a sheet opens, so a
 * page pays for it only when someone opens one; until then nothing is rendered.
 */
export function SideSheet(props: SideSheetProps) {
  // Once opened, the drawer stays mounted so that it can slide out when closed.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  // Its own boundary while the chunk loads: without it the nearest one (a streamed block's) would swap
  // the whole block for its skeleton, and the opener, losing focus, would not get it back on close.
  return wanted ? (
    <Suspense fallback={null}>
      <SideSheetDrawer {...props} />
    </Suspense>
  ) : null;
}
