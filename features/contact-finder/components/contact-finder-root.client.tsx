'use client';
// First: the map's address builder (lib/maps/static-map.ts) brings zod, whose compile probe our CSP refuses.
import '@/lib/browser/zod-jitless';
import { NextIntlClientProvider } from 'next-intl';
import { ModalProvider } from '@/components/modal/modal-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { ContactFinder, type ContactFinderProps } from './contact-finder.client';

export interface ContactFinderRootProps extends ContactFinderProps {
  /** The `ContactFinder` messages, read on the server. */
  intl: ClientIntl;
  /** The modal's close button's name. */
  closeLabel: string;
}

/** The finder with what it needs around it: its messages and the contact modal's provider. */
export function ContactFinderRoot({ intl, closeLabel, ...props }: ContactFinderRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <ModalProvider closeLabel={closeLabel}>
        <ContactFinder {...props} />
      </ModalProvider>
    </NextIntlClientProvider>
  );
}
