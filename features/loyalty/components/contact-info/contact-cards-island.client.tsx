'use client';
import dynamic from 'next/dynamic';

/** The contacts' 'see more' buttons and modal, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const ContactCards = dynamic(() => import('./contact-cards.client').then((module) => module.ContactCards));
