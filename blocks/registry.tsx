import { HeroBanner } from '@/components/blocks/hero-banner/hero-banner';
import { ImageBlock } from '@/components/blocks/image/image-block';
import { PromoBanner } from '@/components/blocks/promo-banner/promo-banner';
import { RichText } from '@/components/blocks/rich-text/rich-text';
import { SectionHeading } from '@/components/blocks/section-heading/section-heading';
import { StaticMapBlock } from '@/components/blocks/static-map/static-map-block';
import { ContactUs } from '@/components/blocks/contact-us/contact-us';
import { PromoList } from '@/components/blocks/promo-list/promo-list';
import { Faq } from '@/components/blocks/faq/faq';
import { BenefitList } from '@/components/blocks/benefit-list/benefit-list';
import { LinkGroup } from '@/components/blocks/link-group/link-group';
import { DownloadButton } from '@/components/blocks/download-button/download-button';
import { SkewedButton } from '@/components/blocks/skewed-button/skewed-button';
import { NoResults } from '@/components/blocks/no-results/no-results';
import { ToggleShow } from '@/components/blocks/toggle-show/toggle-show';
import { LoadingScreen } from '@/components/blocks/loading-screen/loading-screen';
import { BackHeading } from '@/components/blocks/back-heading/back-heading';
import { ProductNav } from '@/components/blocks/product-nav/product-nav';
import { CardGroup } from '@/features/card-group';
import { RenderBlocks } from '@/components/cms/render-blocks';
import { LeadFormBlock } from '@/features/lead-form';
import { RoleGate, RolePrioritySwitcher } from '@/features/role-gate';
import type { BlockComponents, BlockContext } from '@/lib/cms/blocks';
import type { CmsNode } from '@/lib/cms/model';
import { blockSchemas } from './schemas';

/**
 * The block registry: resource type -> component. The compiler holds it to `blockSchemas`: a type
 * without a component, or a component whose props differ from its schema, does not build.
 * This folder is the composition root of blocks: it may import components/ and features/;
 * nothing but app/ imports it.
 */
export const blockComponents: BlockComponents<typeof blockSchemas> = {
  'hero-banner': HeroBanner,
  'rich-text': RichText,
  'section-heading': SectionHeading,
  'promo-banner': PromoBanner,
  image: ImageBlock,
  'static-map': StaticMapBlock,
  'lead-form': LeadFormBlock,
  'role-gate': RoleGate,
  'role-priority-switcher': RolePrioritySwitcher,
  'contact-us': ContactUs,
  'promo-list': PromoList,
  faq: Faq,
  'benefit-list': BenefitList,
  'link-group': LinkGroup,
  'download-button': DownloadButton,
  'skewed-button': SkewedButton,
  'no-results': NoResults,
  'toggle-show': ToggleShow,
  'loading-screen': LoadingScreen,
  'back-heading': BackHeading,
  'product-nav': ProductNav,
  'card-group': CardGroup,
};

export function CmsBlocks({ nodes, context }: { nodes: readonly CmsNode[]; context: BlockContext }) {
  return <RenderBlocks nodes={nodes} schemas={blockSchemas} components={blockComponents} context={context} />;
}
