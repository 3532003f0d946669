import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { type ReactElement, type ReactNode, useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
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
  return (
    <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 3 }}>
      <Box sx={{ bgcolor: '#F3F7F4', borderRadius: 3, p: { xs: 3, md: 4 } }}>
        <Typography id={headingId} variant="h3" component={`h${headingLevel}`} sx={{ mb: 3 }}>
          {brandLabel}
        </Typography>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
          >
            {phones.length > 0 && (
              <Channel icon={<PhoneIcon />} term={labels.phones}>
                {phones.map((phone, index) => (
                  <Box component="dd" key={`${phone.number}-${index}`} sx={{ m: 0 }}>
                    {phone.label && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {phone.label}
                      </Typography>
                    )}
                    <Link href={telHref(phone.number)} sx={{ fontWeight: 700 }}>
                      {phone.number}
                    </Link>
                  </Box>
                ))}
              </Channel>
            )}
            {whatsappHref && (
              <Channel icon={<WhatsAppIcon />} term={labels.whatsapp}>
                <Box component="dd" sx={{ m: 0 }}>
                  <Link href={whatsappHref} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
                    {labels.whatsappLabel}
                    <NewTabHint href={whatsappHref} hint={labels.newTab} />
                  </Link>
                </Box>
              </Channel>
            )}
            {emails.length > 0 && (
              <Channel icon={<EmailIcon />} term={labels.emails}>
                {emails.map((email) => (
                  <Box component="dd" key={email} sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <Link href={`mailto:${email}`} sx={{ fontWeight: 700 }}>
                      {email}
                    </Link>
                  </Box>
                ))}
              </Channel>
            )}
            {workHours && (
              <Channel icon={<ScheduleIcon />} term={labels.workHours}>
                <Box component="dd" sx={{ m: 0 }}>
                  {workHours}
                </Box>
              </Channel>
            )}
          </Box>
        </Box>
        {faqLink && (
          <Box sx={{ mt: 3 }}>
            <Link {...cmsLinkProps(locale, faqLink)} sx={{ fontWeight: 700 }}>
              {labels.faqLinkLabel}
              <NewTabHint href={faqLink} hint={labels.newTab} />
            </Link>
          </Box>
        )}
      </Box>
    </Container>
  );
}

/** One channel of the description list: its name (with a decorative icon) and its values. */
function Channel({ icon, term, children }: { icon: ReactElement; term: string; children: ReactNode }) {
  return (
    <div>
      <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontWeight: 700, color: 'primary.main' }}>
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          {icon}
        </Box>
        {term}
      </Box>
      {children}
    </div>
  );
}
