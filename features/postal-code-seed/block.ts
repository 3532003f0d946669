import { block, defineFeature } from '@/lib/cms/blocks';
import { postalCodeSeedWidgetSchema } from './schema';

/**
 * The corn seed recommendation widget by postal code (spec §2, §4, §5, §7), pt-BR: public, on
 * cached pages, behind the default-on recommendation widget flag; the lookup and the
 * recommendation are the browser's (`/api/location360`, `/api/magoya-widget-api-key`).
 */
export const postalCodeSeed = defineFeature({
  blocks: {
    'postal-code-seed-widget': block(postalCodeSeedWidgetSchema, () => import('./components/postal-code-seed-block').then((module) => module.PostalCodeSeedBlock)),
  },
});
