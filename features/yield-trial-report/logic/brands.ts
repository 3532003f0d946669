import type { TrialBrand } from '@/lib/yield-trials/contract';

/** How the brands are printed (the service sends their slugs); brand names are not translated. */
export const brandLabels: Record<TrialBrand, string> = { terralis: 'Terralis', 'terralis-pro': 'Terralis Pro' };
