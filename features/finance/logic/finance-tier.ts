import { normalisedRoleSet } from '@/lib/access/roles';

/**
 * Finance area service level: decides which finance offers and quick links a customer sees (the
 * digital finance feature builds on it). Role names compared in their normal form.
 */
export type FinanceTier = 'premium' | 'eximia' | 'standard';

const FINANCE_ROLE = 'finance';
const FINANCE_AND_ORDERS_ROLE = 'finance-and-orders';

/**
 * `finance` gives premium, `finance-and-orders` gives eximia, anything else is standard.
 * A user holding both roles gets the higher tier, eximia.
 */
export function financeTier(roleNames: readonly string[]): FinanceTier {
  const roles = normalisedRoleSet(roleNames);
  if (roles.has(FINANCE_AND_ORDERS_ROLE)) return 'eximia';
  if (roles.has(FINANCE_ROLE)) return 'premium';
  return 'standard';
}
