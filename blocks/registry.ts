import { contentBlocks } from '@/components/blocks/block';
import { aiSummary } from '@/features/ai-summary/block';
import { articleSearch } from '@/features/article-search/block';
import { carbonProgram } from '@/features/carbon-program/block';
import { cardGroup } from '@/features/card-group/block';
import { carousels } from '@/features/carousels/block';
import { contactFinder } from '@/features/contact-finder/block';
import { courses } from '@/features/courses/block';
import { fieldData } from '@/features/field-data/block';
import { finance } from '@/features/finance/block';
import { growersRewards } from '@/features/growers-rewards/block';
import { infoBanner } from '@/features/info-banner/block';
import { leadForm } from '@/features/lead-form/block';
import { loyalty } from '@/features/loyalty/block';
import { newsletter } from '@/features/newsletter/block';
import { plantingAdvisory } from '@/features/planting-advisory/block';
import { postalCodeSeed } from '@/features/postal-code-seed/block';
import { productCards } from '@/features/product-cards/block';
import { productDirectory } from '@/features/product-directory/block';
import { productListing } from '@/features/product-listing/block';
import { quotations } from '@/features/quotations/block';
import { rewardsCalculator } from '@/features/rewards-calculator/block';
import { roleGate } from '@/features/role-gate/block';
import { seedQuality } from '@/features/seed-quality/block';
import { socialEmbeds } from '@/features/social-embeds/block';
import { staticMap } from '@/features/static-map/block';
import { voucherForm } from '@/features/voucher-form/block';
import { weatherForecast } from '@/features/weather-forecast/block';
import { weatherVideo } from '@/features/weather-video/block';
import { yieldTrials } from '@/features/yield-trials/block';
import { mergeBlocks, type BlockRegistry } from '@/lib/cms/blocks';

/**
 * The composition root of the blocks: every feature that gives the CMS blocks. This folder may
 * import features/ (their `block.ts`); only the CMS page routes (through cms-blocks.tsx) and the
 * tests import it, never the request configuration, which would put every block's client code in
 * every route. A feature with blocks adds one line to `features`; its messages go in messages.ts.
 */
const features = [contentBlocks, aiSummary, articleSearch, carbonProgram, cardGroup, carousels, contactFinder, courses, fieldData, finance, growersRewards, infoBanner, leadForm, loyalty, newsletter, plantingAdvisory, postalCodeSeed, productCards, productDirectory, productListing, quotations, rewardsCalculator, roleGate, seedQuality, socialEmbeds, staticMap, voucherForm, weatherForecast, weatherVideo, yieldTrials] as const;

/** Resource type -> props schema and component loader, for every block the CMS can place. */
export const blockRegistry: BlockRegistry = mergeBlocks(features);
