import { block, defineFeature } from '@/lib/cms/blocks';
import { voucherFormBlockSchema } from './schema';

/** The voucher form: products and quantities, a distributor on a map, consent; it issues a voucher. */
export const voucherForm = defineFeature({
  blocks: {
    'voucher-form': block(voucherFormBlockSchema, () => import('./components/voucher-form-block').then((module) => module.VoucherFormBlock)),
  },
});
