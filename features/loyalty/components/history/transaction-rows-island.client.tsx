'use client';
import dynamic from 'next/dynamic';

/** The history rows' buttons (the sheet loads on first use), a chunk only pages with a history block load. */
export const TransactionRows = dynamic(() => import('./transaction-rows.client').then((module) => module.TransactionRows));
