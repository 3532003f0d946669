'use client';
import dynamic from 'next/dynamic';

/**
 * The desktop navigation and its mega-menus, in a chunk of its own: every route's chunk group would otherwise carry its own copy
 * (the locale layout's not-found page renders the header too), so pages downloaded it twice.
 */
export const DesktopNav = dynamic(() => import('./desktop-nav.client').then((module) => module.DesktopNav));
