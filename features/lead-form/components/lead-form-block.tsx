import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchFormDefinition } from '@/lib/forms/api/prefetch-form-definition';
import type { LeadFormBlockProps } from '../schema';
import { LeadFormRoot } from './lead-form-root-island.client';

/**
 * The `lead-form` CMS block. A server component: it reads the form's definition (public data, so
 * it may sit in a cached page) and hands it to the form with the query the browser would make, so
 * the form renders with its fields and no spinner; it resolves links, and
 * hands the form kit only its own messages, so pages without a form carry none of them.
 * (A block without munchkinId or formId never gets here: its props fail the schema, so the
 * registry leaves it out and logs an error.)
 */
export async function LeadFormBlock({ props, context }: BlockProps<LeadFormBlockProps>) {
  const { munchkinId, formId, heading, text, thankYouPath, thankYouMessage } = props;
  const queryClient = serverQueryClient();
  const [intl] = await Promise.all([clientIntl(context.locale, ['LeadForm']), prefetchFormDefinition(queryClient, { munchkinId, formId })]);
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
      <LeadFormRoot
        intl={intl}
        prefetched={dehydrateForBrowser(queryClient)}
        munchkinId={munchkinId}
        formId={formId}
        homeHref={resolveCmsHref(context.locale, '/')}
        thankYouHref={thankYouPath && resolveCmsHref(context.locale, thankYouPath)}
        thankYouMessage={thankYouMessage}
      />
    </Container>
  );
}
