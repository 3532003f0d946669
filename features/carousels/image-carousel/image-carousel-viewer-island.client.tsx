'use client';
import dynamic from 'next/dynamic';

/** The image carousel's client code (viewer, thumbnails), in a chunk only pages that render the block load (docs/architecture.md §5). */
export const ImageCarouselViewer = dynamic(() => import('./image-carousel-viewer.client').then((module) => module.ImageCarouselViewer));
