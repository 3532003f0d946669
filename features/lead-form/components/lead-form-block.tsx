import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { countryOf } from '@/lib/i18n/locales';
import type { LeadFormBlockProps } from '../schema';
import { LeadForm } from './lead-form';

/**
 * The `lead-form` CMS block. A server component: it resolves links and the country's rules, and
 * hands the form kit only its own messages, so pages without a form carry none of them.
 * (A block without munchkinId or formId never gets here: its props fail the schema, so the
 * registry leaves it out and logs an error.)
 */
export async function LeadFormBlock({ props, context }: BlockProps<LeadFormBlockProps>) {
  const { munchkinId, formId, heading, text, thankYouPath, thankYouMessage } = props;
  const messages = await getMessages({ locale: context.locale });
  const headingId = `lead-form-${formId}-heading`;
  return (
    <Container component="section" maxWidth="md" aria-labelledby={heading ? headingId : undefined} sx={{ py: { xs: 4, md: 6 } }}>
      {heading && (
        <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
          {heading}
        </Typography>
      )}
      {text && (
        <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.0625rem' }}>
          {text}
        </Typography>
      )}
      <NextIntlClientProvider locale={context.locale} messages={{ LeadForm: messages.LeadForm }}>
        <LeadForm
          munchkinId={munchkinId}
          formId={formId}
          country={props.country ?? countryOf(context.locale)}
          homeHref={resolveCmsHref('/', context.locale)}
          thankYouHref={thankYouPath && resolveCmsHref(thankYouPath, context.locale)}
          thankYouMessage={thankYouMessage}
        />
      </NextIntlClientProvider>
    </Container>
  );
}
