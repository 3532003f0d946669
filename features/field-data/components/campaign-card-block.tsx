import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { fieldSelectionLink } from '@/lib/upstreams/field-view/client';
import { readCampaign } from '../api/read-campaign';
import type { CampaignCardBlockProps } from '../schema';
import { CampaignCard } from './campaign-card';

/**
 * The `field-data-campaign` block: the viewer's campaign card, read and rendered on the server with
 * their server-side partner connection (its skeleton streams first). Nothing on a page without
 * access rules.
 */
export async function CampaignCardBlock({ props, context }: BlockProps<CampaignCardBlockProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const state = await readCampaign(viewer, props.crop);
  return <CampaignCard heading={props.heading} connectHref={resolveCmsHref(locale, props.connectPath)} addFieldsHref={fieldSelectionLink()} state={state} />;
}
