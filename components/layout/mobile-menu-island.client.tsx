'use client';
import dynamic from 'next/dynamic';

/**
 * The mobile menu's button, in a chunk of its own: every route's chunk group would otherwise carry its own copy
 * (the locale layout's not-found page renders the header too), so pages downloaded it twice.
 */
export const MobileMenu = dynamic(() => import('./mobile-menu.client').then((module) => module.MobileMenu));
