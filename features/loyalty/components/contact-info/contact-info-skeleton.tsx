import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { ContactCardsSkeleton, ContactInfoSection } from './contact-info-frame';
import type { ContactInfoBlockProps } from './contact-info-schema';

/** What a streamed page shows while the member's contacts load: the heading and three cards of the final size. */
export async function ContactInfoSkeleton({ context }: BlockProps<ContactInfoBlockProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'LoyaltyContacts' });
  return (
    <ContactInfoSection heading={t('heading')}>
      <ContactCardsSkeleton loadingLabel={t('loading')} />
    </ContactInfoSection>
  );
}
