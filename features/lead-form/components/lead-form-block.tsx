import { BlockSection } from '@/components/blocks/block-section';
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
  return (
    <BlockSection heading={heading} intro={text} narrow>
      <LeadFormRoot
        intl={intl}
        prefetched={dehydrateForBrowser(queryClient)}
        munchkinId={munchkinId}
        formId={formId}
        homeHref={resolveCmsHref(context.locale, '/')}
        thankYouHref={thankYouPath && resolveCmsHref(context.locale, thankYouPath)}
        thankYouMessage={thankYouMessage}
      />
    </BlockSection>
  );
}
