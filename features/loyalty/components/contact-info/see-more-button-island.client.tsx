'use client';
import dynamic from 'next/dynamic';

/** A contact card's 'see more', in a chunk only pages that render the block load (docs/architecture.md §5). */
export const SeeMoreButton = dynamic(() => import('./see-more-button.client').then((module) => module.SeeMoreButton));
