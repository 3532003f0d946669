import { useTranslations } from 'next-intl';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { ErrorCard } from '../shared/error-card';
import { advisorChannels, generalChannels, type ContactChannel, type ContactChannels } from './contact-channels';
import { ContactInfoSection } from './contact-info-frame';
import { SUPPORT_HOURS, type ContactInformation } from './contact-information';
import { ContactModal } from './contact-modal-island.client';
import { SeeMoreButton } from './see-more-button-island.client';
import styles from './contact-info.module.css';

export interface ContactInfoProps {
  /** The member's contacts, or null when the programme could not be read. */
  contactInformation: ContactInformation | null;
}

/**
 * The member's contacts (loyalty spec §2, Contact info), rendered on the server: the programme's
 * general contact card plus one card per advisor, each with 'see more' showing every channel in
 * the modal (the modal and the buttons are the only client code); on error, the retry asks the
 * server for the page again. Loading is the block's skeleton (./contact-info-skeleton.tsx).
 */
export function ContactInfo({ contactInformation }: ContactInfoProps) {
  const t = useTranslations('LoyaltyContacts');
  return (
    <ContactInfoSection heading={t('heading')}>
      {contactInformation ? (
        <ContactModal closeLabel={t('close')}>
          <ul className={cx(layout.plainList, styles.cards)}>
            <ContactCard overline={t('generalOverline')} name={contactInformation.contactUs.name} channels={generalChannels(contactInformation.contactUs)} />
            {contactInformation.advisorContact.map((advisor, index) => (
              <ContactCard key={`${advisor.nmAdvisor}-${index}`} overline={t('advisorOverline')} name={advisor.nmAdvisor} channels={advisorChannels(advisor)} />
            ))}
          </ul>
        </ContactModal>
      ) : (
        <ErrorCard title={t('error.title')} text={t('error.body')} action={{ label: t('error.retry'), refresh: true }} />
      )}
    </ContactInfoSection>
  );
}

/** A contact's card: who it is, its summary channels, and 'see more' opening all of them in the modal. */
function ContactCard({ overline, name, channels }: { overline: string; name: string; channels: ContactChannels }) {
  const t = useTranslations('LoyaltyContacts');
  return (
    <li className={styles.card}>
      <p className={cx(typography.overline, styles.overline)}>{overline}</p>
      <h3 className={cx(typography.h6, styles.name)}>{name}</h3>
      <ChannelList channels={channels.summary} />
      <SeeMoreButton
        label={t('seeMore')}
        accessibleName={t('seeMoreAbout', { name })}
        title={name}
        details={<ChannelList channels={channels.all} />}
        className={cx(buttonClasses({ variant: 'outlined', size: 'small' }), styles.seeMore)}
      />
    </li>
  );
}

/** Channels as a description list: each one's name, then its number or address as a link (WhatsApp in a new tab). */
function ChannelList({ channels }: { channels: ContactChannel[] }) {
  const t = useTranslations('LoyaltyContacts');
  const links = useTranslations('Links');
  return (
    <dl className={styles.channels}>
      {channels.map((channel) => (
        <div key={channel.kind}>
          <dt className={cx(typography.body2, styles.term)}>{t(`channels.${channel.kind}`)}</dt>
          <dd className={styles.value}>
            {channel.kind === 'hours' ? (
              t('supportHours', SUPPORT_HOURS)
            ) : channel.kind === 'whatsapp' ? (
              <a href={channel.href} target="_blank" rel="noopener noreferrer" className={typography.link}>
                {channel.value}
                <NewTabHint href={channel.href} hint={links('newTab')} />
              </a>
            ) : (
              <a href={channel.href} className={typography.link}>
                {channel.value}
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
