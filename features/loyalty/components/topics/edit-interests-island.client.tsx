'use client';
import dynamic from 'next/dynamic';

/** The topics' 'Editar interesses', in a chunk only pages that render the block load (docs/architecture.md §5). */
export const EditInterests = dynamic(() => import('./edit-interests.client').then((module) => module.EditInterests));
