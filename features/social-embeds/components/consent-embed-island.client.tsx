'use client';
import dynamic from 'next/dynamic';

/** The consent-gated embed's client code, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const ConsentEmbed = dynamic(() => import('./consent-embed.client').then((module) => module.ConsentEmbed));
