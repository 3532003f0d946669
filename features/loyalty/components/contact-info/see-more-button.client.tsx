'use client';

import type { ReactNode } from 'react';
import { useModal } from '@/components/modal/modal-provider.client';
import { useHydrated } from '@/lib/browser/use-hydrated';

export interface SeeMoreButtonProps {
  /** What the button says ('Ver mais'). */
  label: string;
  /** Its accessible name, which says whose contact it opens ('Ver mais sobre {name}'). */
  accessibleName: string;
  /** The modal's title: the contact's name. */
  title: string;
  /** What the modal shows: the contact's every channel, rendered on the server. */
  details: ReactNode;
  className: string;
}

/** A contact card's 'see more': opens the contacts' modal on the contact's every channel (focus returns here when it closes). */
export function SeeMoreButton({ label, accessibleName, title, details, className }: SeeMoreButtonProps) {
  const modal = useModal();
  // The modal needs React: a click on the server's markup before then would do nothing.
  const hydrated = useHydrated();
  return (
    <button type="button" aria-label={accessibleName} disabled={!hydrated} onClick={() => modal.open(details, { title })} className={className}>
      {label}
    </button>
  );
}
