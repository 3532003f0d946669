import { block, defineFeature } from '@/lib/cms/blocks';
import { digitalFinanceSchema } from './components/digital-finance-schema';
import { financeQuickLinksSchema } from './components/quick-links-schema';

/**
 * The Argentine finance area's blocks (loyalty-finance spec): the digital finance wrapper and the
 * quick links by finance tier. Both are per user: placed only on pages with access rules (rendered
 * per request), where they stream in behind their skeletons.
 */
export const finance = defineFeature({
  blocks: {
    'digital-finance': block(digitalFinanceSchema, () => import('./components/digital-finance-block').then((module) => module.DigitalFinanceBlock), {
      skeleton: () => import('./components/digital-finance-skeleton').then((module) => module.DigitalFinanceSkeleton),
      needsAccessRules: true,
    }),
    'finance-quick-links': block(financeQuickLinksSchema, () => import('./components/quick-links').then((module) => module.FinanceQuickLinks), {
      skeleton: () => import('./components/quick-links').then((module) => module.FinanceQuickLinksSkeleton),
      needsAccessRules: true,
    }),
  },
});
