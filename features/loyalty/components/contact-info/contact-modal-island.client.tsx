'use client';
import dynamic from 'next/dynamic';

/** The contacts' modal provider, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const ContactModal = dynamic(() => import('./contact-modal.client').then((module) => module.ContactModal));
