'use client';

import type { ReactNode } from 'react';
import { ModalProvider } from '@/components/modal/modal-provider.client';

/** The contacts' one modal, around the server-rendered cards: their 'see more' buttons open it. */
export function ContactModal({ closeLabel, children }: { /** The modal's close button, in the page's language. */ closeLabel: string; children: ReactNode }) {
  return <ModalProvider closeLabel={closeLabel}>{children}</ModalProvider>;
}
