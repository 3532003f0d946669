'use client';
import dynamic from 'next/dynamic';

/** The connect button's client code, in a chunk only the connect page loads (docs/architecture.md §5). */
export const ConnectAccountAction = dynamic(() => import('./connect-account.client').then((module) => module.ConnectAccountAction));
