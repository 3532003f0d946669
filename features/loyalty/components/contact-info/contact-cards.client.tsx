'use client';

import type { ReactNode } from 'react';
import { ModalProvider, useModal } from '@/components/modal/modal-provider.client';
import { useHydrated } from '@/lib/browser/use-hydrated';

/** A contact's card as the server rendered it, and what its 'see more' opens. */
export interface ContactCardParts {
  /** The contact's name: the modal's title. */
  name: string;
  /** The card's overline, name and summary channels. */
  summary: ReactNode;
  /** The 'see more' button's accessible name ('Ver mais sobre {name}'). */
  seeMoreName: string;
  /** What the modal shows: the contact's every channel. */
  details: ReactNode;
}

export interface ContactCardsProps {
  cards: ContactCardParts[];
  /** The 'see more' buttons' text ('Ver mais'). */
  seeMoreLabel: string;
  /** The modal's close button, in the page's language. */
  closeLabel: string;
  /** The server's classes for the list, each card and its button. */
  classes: { list?: string; card?: string; seeMore?: string };
}

/**
 * The contacts' cards around the one modal their 'see more' buttons open. Everything a card shows
 * comes rendered from the server; this adds the buttons and the modal (one chunk: the buttons need
 * the provider's module anyway).
 */
export function ContactCards({ cards, seeMoreLabel, closeLabel, classes }: ContactCardsProps) {
  return (
    <ModalProvider closeLabel={closeLabel}>
      <ul className={classes.list}>
        {cards.map((card, index) => (
          <li key={index} className={classes.card}>
            {card.summary}
            <SeeMoreButton card={card} label={seeMoreLabel} className={classes.seeMore} />
          </li>
        ))}
      </ul>
    </ModalProvider>
  );
}

/** Opens the modal on the contact's every channel; focus returns here when it closes. */
function SeeMoreButton({ card, label, className }: { card: ContactCardParts; label: string; className?: string }) {
  const modal = useModal();
  // The modal needs React: a click on the server's markup before then would do nothing.
  const hydrated = useHydrated();
  return (
    <button type="button" aria-label={card.seeMoreName} disabled={!hydrated} onClick={() => modal.open(card.details, { title: card.name })} className={className}>
      {label}
    </button>
  );
}
