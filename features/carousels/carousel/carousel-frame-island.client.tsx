'use client';
import dynamic from 'next/dynamic';

/** The rotating carousel's client code (autoplay, swipe, controls), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const CarouselFrame = dynamic(() => import('./carousel-frame.client').then((module) => module.CarouselFrame));
