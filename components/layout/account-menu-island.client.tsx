'use client';
import dynamic from 'next/dynamic';

/** The account menu (MUI's popover and menu list), a chunk loaded when a signed-in user reaches for the account button. */
export const AccountMenu = dynamic(() => import('./account-menu.client').then((module) => module.AccountMenu));
