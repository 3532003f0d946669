'use client';
import dynamic from 'next/dynamic';

/** The dismissible campaign banner's client code, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const CampaignBanner = dynamic(() => import('./campaign-banner.client').then((module) => module.CampaignBanner));
