'use client';
import dynamic from 'next/dynamic';

/** The contacts widget's client code, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const ContactInfoRoot = dynamic(() => import('./contact-info-root.client').then((module) => module.ContactInfoRoot));
