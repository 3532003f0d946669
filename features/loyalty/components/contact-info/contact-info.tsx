import { useTranslations } from 'next-intl';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { ErrorCard } from '@/components/error-card/error-card';
import { advisorChannels, generalChannels, type ContactChannel } from './contact-channels';
import { ContactCards } from './contact-cards-island.client';
import { ContactInfoSection } from './contact-info-frame';
import { SUPPORT_HOURS, type ContactInformation } from './contact-information';
import styles from './contact-info.module.css';

export interface ContactInfoProps {
  /** The member's contacts, or null when the programme could not be read. */
  contactInformation: ContactInformation | null;
}

/**
 * The member's contacts (loyalty spec §2, Contact info), rendered on the server: the programme's
 * general contact card plus one card per advisor, each with 'see more' showing every channel in
 * the modal (the buttons and the modal are the only client code: ./contact-cards.client.tsx); on
 * error, the retry asks the server for the page again. Loading is the block's skeleton.
 */
export function ContactInfo({ contactInformation }: ContactInfoProps) {
  const t = useTranslations('LoyaltyContacts');
  if (!contactInformation) {
    return (
      <ContactInfoSection heading={t('heading')}>
        <ErrorCard title={t('error.title')} text={t('error.body')} action={{ label: t('error.retry'), refresh: true }} />
      </ContactInfoSection>
    );
  }
  const contacts = [
    { overline: t('generalOverline'), name: contactInformation.contactUs.name, channels: generalChannels(contactInformation.contactUs) },
    ...contactInformation.advisorContact.map((advisor) => ({ overline: t('advisorOverline'), name: advisor.nmAdvisor, channels: advisorChannels(advisor) })),
  ];
  return (
    <ContactInfoSection heading={t('heading')}>
      <ContactCards
        cards={contacts.map(({ overline, name, channels }) => ({
          name,
          summary: (
            <>
              <p className={cx(typography.overline, styles.overline)}>{overline}</p>
              <h3 className={cx(typography.h6, styles.name)}>{name}</h3>
              <ChannelList channels={channels.summary} />
            </>
          ),
          seeMoreName: t('seeMoreAbout', { name }),
          details: <ChannelList channels={channels.all} />,
        }))}
        seeMoreLabel={t('seeMore')}
        closeLabel={t('close')}
        classes={{ list: cx(layout.plainList, styles.cards), card: styles.card, seeMore: cx(buttonClasses({ variant: 'outlined', size: 'small' }), styles.seeMore) }}
      />
    </ContactInfoSection>
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
