import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchMember } from '../../api/prefetch-member';
import { ContactInfoRoot } from './contact-info-root-island.client';
import type { ContactInfoBlockProps } from './contact-info-schema';

/**
 * The `loyalty-contact-info` block, a server component: it reads the viewer's member summary (its
 * `contactInformation`) and hands it to the widget, which renders the cards with it (or its error
 * state) and no spinner. Per user: on a page without access rules (no viewer) it renders nothing.
 */
export async function ContactInfoBlock({ context }: BlockProps<ContactInfoBlockProps>) {
  if (!context.viewer) return null;
  const queryClient = serverQueryClient();
  const [intl, t] = await Promise.all([
    clientIntl(context.locale, ['LoyaltyContacts', 'Links']),
    getTranslations({ locale: context.locale, namespace: 'LoyaltyContacts' }),
    prefetchMember(queryClient, context.viewer),
  ]);
  return <ContactInfoRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} closeLabel={t('close')} />;
}
