'use client';
import dynamic from 'next/dynamic';

/**
 * The header's account menu (who is signed in), in a chunk of its own: every route's chunk group would otherwise carry its own copy
 * (the locale layout's not-found page renders the header too), so pages downloaded it twice.
 */
export const AuthMenu = dynamic(() => import('./auth-menu.client').then((module) => module.AuthMenu));
