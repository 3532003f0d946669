'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { ModalProvider } from '@/components/modal/modal-provider.client';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';
import { MemberContactInfo } from './member-contact-info.client';

export interface ContactInfoRootProps extends LoyaltyIslandProps {
  /** The modal's close button, in the page's language. */
  closeLabel: string;
}

/** The contacts widget with what it needs around it: its messages, TanStack Query, the prefetched summary and the one modal its 'see more' buttons open. */
export function ContactInfoRoot({ intl, prefetched, closeLabel }: ContactInfoRootProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <ModalProvider closeLabel={closeLabel}>
        <MemberContactInfo />
      </ModalProvider>
    </LoyaltyProviders>
  );
}
