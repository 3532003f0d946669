'use client';
import dynamic from 'next/dynamic';

/** The skewed button's client code (ripple), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const SkewedButtonLink = dynamic(() => import('./skewed-button-link.client').then((module) => module.SkewedButtonLink));
