'use client';
import dynamic from 'next/dynamic';

/** An FAQ question's open/close, in a chunk only pages that render the block load (docs/architecture.md §5). */
export const FaqQuestion = dynamic(() => import('./faq-question.client').then((module) => module.FaqQuestion));
