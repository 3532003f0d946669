import { getTranslations } from 'next-intl/server';
import { type ReactNode, useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import layout from '@/components/theme/layout.module.css';
import { SvgIcon } from '@/components/theme/svg-icon';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './contact-us.module.css';
import { telHref, whatsAppHref } from './phone';
import type { ContactUsProps } from './schema';

/** The channels' decorative icons: Material icon paths (24-unit grid) drawn by SvgIcon. */
const channelIcons = {
  phone: 'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  whatsapp: 'M16.75 13.96c.25.13.41.2.46.3.06.11.04.61-.21 1.18-.2.56-1.24 1.1-1.7 1.12-.46.02-.47.36-2.96-.73-2.49-1.09-3.99-3.75-4.11-3.92-.12-.17-.96-1.38-.92-2.61.05-1.22.69-1.8.95-2.04.24-.26.51-.29.68-.26h.47c.15 0 .36-.06.55.45l.69 1.87c.06.13.1.28.01.44l-.27.41-.39.42c-.12.12-.26.25-.12.5.12.26.62 1.09 1.32 1.78.91.88 1.71 1.17 1.95 1.3.24.14.39.12.54-.04l.81-.94c.19-.25.35-.19.58-.11l1.67.88M12 2a10 10 0 0 1 10 10 10 10 0 0 1-10 10c-1.97 0-3.8-.57-5.35-1.55L2 22l1.55-4.65A9.969 9.969 0 0 1 2 12 10 10 0 0 1 12 2m0 2a8 8 0 0 0-8 8c0 1.72.54 3.31 1.46 4.61L4.5 19.5l2.89-.96A7.95 7.95 0 0 0 12 20a8 8 0 0 0 8-8 8 8 0 0 0-8-8z',
  email: 'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
  workHours: ['M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8', 'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z'],
} as const;

interface ContactUsLabels {
  phones: string;
  emails: string;
  whatsapp: string;
  workHours: string;
  whatsappLabel: string;
  faqLinkLabel: string;
  newTab: string;
}

/** The contact-us box; the labels come from the locale's messages, the contact data from the CMS. */
export async function ContactUs({ props, context }: BlockProps<ContactUsProps>) {
  const [t, links] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'ContactUs' }),
    getTranslations({ locale: context.locale, namespace: 'Links' }),
  ]);
  const labels: ContactUsLabels = {
    phones: t('phones', { count: props.phones.length }),
    emails: t('emails', { count: props.emails.length }),
    whatsapp: t('whatsapp'),
    workHours: t('workHours'),
    whatsappLabel: props.whatsappLabel ?? t('whatsappLabel'),
    faqLinkLabel: props.faqLinkLabel ?? t('faqLinkLabel'),
    newTab: links('newTab'),
  };
  return <ContactUsBox {...props} labels={labels} locale={context.locale} />;
}

type ContactUsBoxProps = ContactUsProps & { labels: ContactUsLabels; locale: Locale };

/**
 * A section named by the brand label; the channels are an `<address>` holding a description list
 * (channel name -> numbers, addresses, hours). Icons are decorative. (Hooks cannot run in the async
 * component above, hence the split.)
 */
function ContactUsBox({ brandLabel, headingLevel, phones, emails, whatsapp, faqLink, workHours, labels, locale }: ContactUsBoxProps) {
  const headingId = useId();
  const whatsappHref = whatsapp ? whatsAppHref(whatsapp) : undefined;
  const Heading = `h${headingLevel}` as const;
  const link = `${typography.link} ${styles.link}`;
  return (
    <section aria-labelledby={headingId} className={`${layout.container} ${styles.section}`}>
      <div className={styles.box}>
        <Heading id={headingId} className={`${typography.h3} ${styles.heading}`}>
          {brandLabel}
        </Heading>
        <address className={styles.address}>
          <dl className={styles.channels}>
            {phones.length > 0 && (
              <Channel icon={channelIcons.phone} term={labels.phones}>
                {phones.map((phone, index) => (
                  <dd key={`${phone.number}-${index}`} className={styles.value}>
                    {phone.label && <span className={`${typography.body2} ${styles.valueLabel}`}>{phone.label}</span>}
                    <a href={telHref(phone.number)} className={link}>
                      {phone.number}
                    </a>
                  </dd>
                ))}
              </Channel>
            )}
            {whatsappHref && (
              <Channel icon={channelIcons.whatsapp} term={labels.whatsapp}>
                <dd className={styles.value}>
                  <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
                    {labels.whatsappLabel}
                    <NewTabHint href={whatsappHref} hint={labels.newTab} />
                  </a>
                </dd>
              </Channel>
            )}
            {emails.length > 0 && (
              <Channel icon={channelIcons.email} term={labels.emails}>
                {emails.map((email) => (
                  <dd key={email} className={`${styles.value} ${styles.email}`}>
                    <a href={`mailto:${email}`} className={link}>
                      {email}
                    </a>
                  </dd>
                ))}
              </Channel>
            )}
            {workHours && (
              <Channel icon={channelIcons.workHours} term={labels.workHours}>
                <dd className={styles.value}>{workHours}</dd>
              </Channel>
            )}
          </dl>
        </address>
        {faqLink && (
          <div className={styles.faqLink}>
            <a {...cmsLinkProps(locale, faqLink)} className={link}>
              {labels.faqLinkLabel}
              <NewTabHint href={faqLink} hint={labels.newTab} />
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

/** One channel of the description list: its name (with a decorative icon) and its values. */
function Channel({ icon, term, children }: { icon: string | readonly string[]; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>
        <span aria-hidden className={styles.icon}>
          <SvgIcon path={icon} />
        </span>
        {term}
      </dt>
      {children}
    </div>
  );
}
