import { block, defineFeature } from '@/lib/cms/blocks';
import { backHeadingSchema } from './back-heading/schema';
import { benefitListSchema } from './benefit-list/schema';
import { brandCalloutsSchema } from './brand-callouts/schema';
import { categoryCardsSchema } from './category-cards/schema';
import { chipLinksSchema } from './chip-links/schema';
import { columnCardsSchema } from './column-cards/schema';
import { contactUsSchema } from './contact-us/schema';
import { downloadButtonSchema } from './download-button/schema';
import { faqSchema } from './faq/schema';
import { fullBackgroundBannerSchema } from './full-background-banner/schema';
import { heroBannerSchema } from './hero-banner/schema';
import { imageBlockSchema } from './image/schema';
import { linkGroupSchema } from './link-group/schema';
import { loadingScreenSchema } from './loading-screen/schema';
import { noResultsSchema } from './no-results/schema';
import { productNavSchema } from './product-nav/schema';
import { promoBannerSchema } from './promo-banner/schema';
import { promoListSchema } from './promo-list/schema';
import { richTextSchema } from './rich-text/schema';
import { sectionHeadingSchema } from './section-heading/schema';
import { skewedButtonSchema } from './skewed-button/schema';
import { solutionByCropSchema } from './solution-by-crop/schema';
import { toggleShowSchema } from './toggle-show/schema';

/**
 * The simple content blocks: page structure, banners, lists and cards, contact and utilities.
 * Their messages live in locales/ with the site's own; the block families with logic of their
 * own are features (features/<name>/block.ts).
 */
export const contentBlocks = defineFeature({
  blocks: {
    'hero-banner': block(heroBannerSchema, () => import('./hero-banner/hero-banner').then((module) => module.HeroBanner)),
    'section-heading': block(sectionHeadingSchema, () => import('./section-heading/section-heading').then((module) => module.SectionHeading)),
    'rich-text': block(richTextSchema, () => import('./rich-text/rich-text').then((module) => module.RichText)),
    image: block(imageBlockSchema, () => import('./image/image-block').then((module) => module.ImageBlock)),
    'back-heading': block(backHeadingSchema, () => import('./back-heading/back-heading').then((module) => module.BackHeading)),
    'product-nav': block(productNavSchema, () => import('./product-nav/product-nav').then((module) => module.ProductNav)),
    'toggle-show': block(toggleShowSchema, () => import('./toggle-show/toggle-show').then((module) => module.ToggleShow)),
    'promo-banner': block(promoBannerSchema, () => import('./promo-banner/promo-banner').then((module) => module.PromoBanner)),
    'full-background-banner': block(fullBackgroundBannerSchema, () => import('./full-background-banner/full-background-banner').then((module) => module.FullBackgroundBanner)),
    'promo-list': block(promoListSchema, () => import('./promo-list/promo-list').then((module) => module.PromoList)),
    'column-cards': block(columnCardsSchema, () => import('./column-cards/column-cards').then((module) => module.ColumnCards)),
    'category-cards': block(categoryCardsSchema, () => import('./category-cards/category-cards').then((module) => module.CategoryCards)),
    'solution-by-crop': block(solutionByCropSchema, () => import('./solution-by-crop/solution-by-crop').then((module) => module.SolutionByCrop)),
    'brand-callouts': block(brandCalloutsSchema, () => import('./brand-callouts/brand-callouts').then((module) => module.BrandCallouts)),
    'benefit-list': block(benefitListSchema, () => import('./benefit-list/benefit-list').then((module) => module.BenefitList)),
    faq: block(faqSchema, () => import('./faq/faq').then((module) => module.Faq)),
    'link-group': block(linkGroupSchema, () => import('./link-group/link-group').then((module) => module.LinkGroup)),
    'chip-links': block(chipLinksSchema, () => import('./chip-links/chip-links').then((module) => module.ChipLinks)),
    'contact-us': block(contactUsSchema, () => import('./contact-us/contact-us').then((module) => module.ContactUs)),
    'download-button': block(downloadButtonSchema, () => import('./download-button/download-button').then((module) => module.DownloadButton)),
    'skewed-button': block(skewedButtonSchema, () => import('./skewed-button/skewed-button').then((module) => module.SkewedButton)),
    'no-results': block(noResultsSchema, () => import('./no-results/no-results').then((module) => module.NoResults)),
    'loading-screen': block(loadingScreenSchema, () => import('./loading-screen/loading-screen').then((module) => module.LoadingScreen)),
  },
});
