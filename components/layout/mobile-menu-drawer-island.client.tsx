'use client';
import dynamic from 'next/dynamic';

/** The mobile menu's drawer (MUI's modal, lists, transitions), a chunk loaded when a visitor reaches for the menu button. */
export const MobileMenuDrawer = dynamic(() => import('./mobile-menu-drawer.client').then((module) => module.MobileMenuDrawer));
export type { DrawerView } from './mobile-menu-drawer.client';
