'use client';
import dynamic from 'next/dynamic';

/** The tabbed carousel's client code (tabs, rotation), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const TabbedCarouselFrame = dynamic(() => import('./tabbed-carousel-frame.client').then((module) => module.TabbedCarouselFrame));
