import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { getTranslations } from 'next-intl/server';
import { type ReactElement, type ReactNode, useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './contact-us.module.css';
import { telHref, whatsAppHref } from './phone';
import type { ContactUsProps } from './schema';

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
              <Channel icon={<PhoneIcon />} term={labels.phones}>
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
              <Channel icon={<WhatsAppIcon />} term={labels.whatsapp}>
                <dd className={styles.value}>
                  <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
                    {labels.whatsappLabel}
                    <NewTabHint href={whatsappHref} hint={labels.newTab} />
                  </a>
                </dd>
              </Channel>
            )}
            {emails.length > 0 && (
              <Channel icon={<EmailIcon />} term={labels.emails}>
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
              <Channel icon={<ScheduleIcon />} term={labels.workHours}>
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
function Channel({ icon, term, children }: { icon: ReactElement; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
        {term}
      </dt>
      {children}
    </div>
  );
}
