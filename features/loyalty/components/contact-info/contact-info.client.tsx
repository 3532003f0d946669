'use client';

import { useTranslations } from 'next-intl';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { useModal } from '@/components/modal/modal-provider.client';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { advisorChannels, generalChannels, type ContactChannel, type ContactChannels } from './contact-channels';
import { ContactCardsSkeleton, ContactInfoSection } from './contact-info-frame';
import { SUPPORT_HOURS, type ContactInformation } from './contact-information';
import styles from './contact-info.module.css';

/**
 * The Contact info widget's states: loading (a skeleton of the final size), error (with the retry
 * its data layer offers) and ready (the general card, and one card per advisor when there are any).
 */
export type ContactInfoProps =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; contactInformation: ContactInformation };

/**
 * The member's contacts (loyalty spec §2, Contact info): the programme's general contact card plus
 * one card per advisor, each with 'see more' showing every channel in the modal. Needs a
 * `ModalProvider` above it, and the `LoyaltyContacts` and `Links` messages.
 */
export function ContactInfo(props: ContactInfoProps) {
  const t = useTranslations('LoyaltyContacts');
  return (
    <ContactInfoSection heading={t('heading')}>
      {props.status === 'loading' && <ContactCardsSkeleton loadingLabel={t('loading')} />}
      {props.status === 'error' && <ContactInfoError onRetry={props.onRetry} />}
      {props.status === 'ready' && (
        <ul className={cx(layout.plainList, styles.cards)}>
          <ContactCard overline={t('generalOverline')} name={props.contactInformation.contactUs.name} channels={generalChannels(props.contactInformation.contactUs)} />
          {props.contactInformation.advisorContact.map((advisor, index) => (
            <ContactCard key={`${advisor.nmAdvisor}-${index}`} overline={t('advisorOverline')} name={advisor.nmAdvisor} channels={advisorChannels(advisor)} />
          ))}
        </ul>
      )}
    </ContactInfoSection>
  );
}

/** A contact's card: who it is, its summary channels, and 'see more' opening all of them in the modal. */
function ContactCard({ overline, name, channels }: { overline: string; name: string; channels: ContactChannels }) {
  const t = useTranslations('LoyaltyContacts');
  const modal = useModal();
  // The modal needs React: a click on the server's markup before then would do nothing.
  const hydrated = useHydrated();
  return (
    <li className={styles.card}>
      <p className={cx(typography.overline, styles.overline)}>{overline}</p>
      <h3 className={cx(typography.h6, styles.name)}>{name}</h3>
      <ChannelList channels={channels.summary} />
      <button
        type="button"
        aria-label={t('seeMoreAbout', { name })}
        disabled={!hydrated}
        onClick={() => modal.open(<ChannelList channels={channels.all} />, { title: name })}
        className={cx(buttonClasses({ variant: 'outlined', size: 'small' }), styles.seeMore)}
      >
        {t('seeMore')}
      </button>
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

function ContactInfoError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('LoyaltyContacts.error');
  return (
    <div role="alert" className={styles.error}>
      <p className={cx(typography.h6, styles.name)}>{t('title')}</p>
      <p className={typography.body2}>{t('body')}</p>
      <button type="button" onClick={onRetry} className={cx(buttonClasses({ variant: 'contained' }), styles.retry)}>
        {t('retry')}
      </button>
    </div>
  );
}
