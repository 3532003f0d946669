'use client';
import dynamic from 'next/dynamic';

/** The modal's dialog (MUI's Dialog), a chunk loaded when the first modal opens (docs/architecture.md §5). */
export const ModalDialog = dynamic(() => import('./modal-dialog.client').then((module) => module.ModalDialog));
