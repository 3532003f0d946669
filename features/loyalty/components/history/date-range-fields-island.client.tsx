'use client';
import dynamic from 'next/dynamic';

/** The history's date range fields (they show the controller's refusal), a chunk only the complete history's page loads. */
export const DateRangeFields = dynamic(() => import('./date-range-fields.client').then((module) => module.DateRangeFields));
