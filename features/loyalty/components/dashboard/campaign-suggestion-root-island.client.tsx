'use client';
import dynamic from 'next/dynamic';

/** The suggestion banner's client code, in a chunk of its own that only pages rendering the block load (docs/architecture.md §5). */
export const CampaignSuggestionRoot = dynamic(() => import('./campaign-suggestion-root.client').then((module) => module.CampaignSuggestionRoot));
