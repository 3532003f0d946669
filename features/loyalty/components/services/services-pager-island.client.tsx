'use client';
import dynamic from 'next/dynamic';

/** 'See more' of the services, in a chunk only pages with more than one page of services load (docs/architecture.md §5). */
export const ServicesPager = dynamic(() => import('./services-pager.client').then((module) => module.ServicesPager));
