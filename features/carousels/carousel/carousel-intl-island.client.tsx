'use client';
import dynamic from 'next/dynamic';

/** The intl runtime the carousel controls format their labels with, loaded only by pages with a carousel. */
export const CarouselIntl = dynamic(() => import('./carousel-intl.client').then((module) => module.CarouselIntl));
