'use client';
import dynamic from 'next/dynamic';

/** The campaign carousel's client code (dated slides, rotation), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const CampaignRotation = dynamic(() => import('./campaign-rotation.client').then((module) => module.CampaignRotation));
