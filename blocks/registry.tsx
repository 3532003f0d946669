import { BackHeading } from '@/components/blocks/back-heading/back-heading';
import { BenefitList } from '@/components/blocks/benefit-list/benefit-list';
import { BrandCallouts } from '@/components/blocks/brand-callouts/brand-callouts';
import { CategoryCards } from '@/components/blocks/category-cards/category-cards';
import { ChipLinks } from '@/components/blocks/chip-links/chip-links';
import { ColumnCards } from '@/components/blocks/column-cards/column-cards';
import { ContactUs } from '@/components/blocks/contact-us/contact-us';
import { DownloadButton } from '@/components/blocks/download-button/download-button';
import { Faq } from '@/components/blocks/faq/faq';
import { FullBackgroundBanner } from '@/components/blocks/full-background-banner/full-background-banner';
import { HeroBanner } from '@/components/blocks/hero-banner/hero-banner';
import { ImageBlock } from '@/components/blocks/image/image-block';
import { LinkGroup } from '@/components/blocks/link-group/link-group';
import { LoadingScreen } from '@/components/blocks/loading-screen/loading-screen';
import { NoResults } from '@/components/blocks/no-results/no-results';
import { ProductNav } from '@/components/blocks/product-nav/product-nav';
import { PromoBanner } from '@/components/blocks/promo-banner/promo-banner';
import { PromoList } from '@/components/blocks/promo-list/promo-list';
import { RichText } from '@/components/blocks/rich-text/rich-text';
import { SectionHeading } from '@/components/blocks/section-heading/section-heading';
import { SkewedButton } from '@/components/blocks/skewed-button/skewed-button';
import { SolutionByCrop } from '@/components/blocks/solution-by-crop/solution-by-crop';

import { ToggleShow } from '@/components/blocks/toggle-show/toggle-show';
import { CardGroup } from '@/features/card-group';
import { CampaignCarousel, Carousel, HeroCarousel, ImageCarousel, TabbedCarousel } from '@/features/carousels';
import { InfoBanner } from '@/features/info-banner';
import { LeadFormBlock } from '@/features/lead-form';
import { Newsletter } from '@/features/newsletter';
import { RoleGate, RolePrioritySwitcher } from '@/features/role-gate';
import { SocialEmbeds } from '@/features/social-embeds';
import { StaticMapBlock } from '@/features/static-map';
import { RenderBlocks } from '@/components/cms/render-blocks';
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
  // Page structure
  'hero-banner': HeroBanner,
  'section-heading': SectionHeading,
  'rich-text': RichText,
  image: ImageBlock,
  'back-heading': BackHeading,
  'product-nav': ProductNav,
  'toggle-show': ToggleShow,
  // Carousels
  carousel: Carousel,
  'hero-carousel': HeroCarousel,
  'campaign-carousel': CampaignCarousel,
  'tabbed-carousel': TabbedCarousel,
  'image-carousel': ImageCarousel,
  // Banners
  'promo-banner': PromoBanner,
  'full-background-banner': FullBackgroundBanner,
  'info-banner': InfoBanner,
  newsletter: Newsletter,
  // Lists and cards
  'promo-list': PromoList,
  'card-group': CardGroup,
  'column-cards': ColumnCards,
  'category-cards': CategoryCards,
  'solution-by-crop': SolutionByCrop,
  'brand-callouts': BrandCallouts,
  'benefit-list': BenefitList,
  faq: Faq,
  'link-group': LinkGroup,
  'chip-links': ChipLinks,
  // Contact, embeds and utilities
  'contact-us': ContactUs,
  'static-map': StaticMapBlock,
  'social-embeds': SocialEmbeds,
  'download-button': DownloadButton,
  'skewed-button': SkewedButton,
  'no-results': NoResults,
  'loading-screen': LoadingScreen,
  // Forms and access
  'lead-form': LeadFormBlock,
  'role-gate': RoleGate,
  'role-priority-switcher': RolePrioritySwitcher,
};

export function CmsBlocks({ nodes, context }: { nodes: readonly CmsNode[]; context: BlockContext }) {
  return <RenderBlocks nodes={nodes} schemas={blockSchemas} components={blockComponents} context={context} />;
}
