import { cmsLinkProps } from '@/components/cms/cms-href';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import { prefetchFormDefinition } from '@/lib/forms/api/prefetch-form-definition';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { staticMapsAvailable } from '@/lib/upstreams/maps/client';
import type { VoucherFormBlockProps } from '../schema';
import { VoucherFormRoot } from './voucher-form-root-island.client';
import styles from './voucher-form.module.css';

/**
 * The `voucher-form` block, while the `voucher-form` flag is on (its default). A server component:
 * it picks the product list its flag asks for, reads the marketing fields' form definition (public,
 * so it may sit in a cached page) and hands the form its messages; the form itself is an island
 * whose code loads when it is wanted, over the markup rendered here.
 */
export async function VoucherFormBlock({ props, context, nodeId }: BlockProps<VoucherFormBlockProps>) {
  const [enabled, campaign] = await Promise.all([flagEnabled(flagKeys.voucherForm), flagEnabled(flagKeys.emeaVoucherCampaignProductList)]);
  if (!enabled) return null;
  const { heading, text, munchkinId, formId, confirmation } = props;
  const queryClient = serverQueryClient();
  // The kit's namespace brings the generated rules' messages of the marketing fields.
  const [intl] = await Promise.all([
    clientIntl(context.locale, formId ? ['VoucherForm', 'LeadForm'] : ['VoucherForm']),
    formId && prefetchFormDefinition(queryClient, { munchkinId, formId }),
  ]);
  const idPrefix = nodeId ?? 'voucher-form';
  const headingId = `${idPrefix}-heading`;
  return (
    <section aria-labelledby={headingId} className={cx(layout.container, layout.narrow, styles.section)}>
      <h2 id={headingId} className={cx(typography.h2, styles.heading)}>
        {heading}
      </h2>
      {text && <p className={cx(typography.lead, styles.intro)}>{text}</p>}
      <VoucherFormRoot
        intl={intl}
        prefetched={dehydrateForBrowser(queryClient)}
        idPrefix={idPrefix}
        munchkinId={munchkinId}
        formId={formId}
        products={campaign && props.campaignProducts ? props.campaignProducts : props.products}
        distributors={props.distributors}
        mapsAvailable={staticMapsAvailable()}
        copy={{ amount: props.amountCopy, discount: props.discountCopy, distributor: props.distributorCopy, consent: props.consentText }}
        confirmation={{ ...confirmation, cta: { label: confirmation.cta.label, ...cmsLinkProps(context.locale, confirmation.cta.href) } }}
        rejected={props.rejected}
      />
    </section>
  );
}
