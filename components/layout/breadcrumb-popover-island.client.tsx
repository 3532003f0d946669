'use client';
import dynamic from 'next/dynamic';

/** The breadcrumb's popover (MUI's popover and modal), a chunk loaded when a visitor reaches for the '...' button. */
export const BreadcrumbPopover = dynamic(() => import('./breadcrumb-popover.client').then((module) => module.BreadcrumbPopover));
