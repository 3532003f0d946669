import type { PageAccess } from '@/lib/access/page-access';
import { flagKeys } from '@/lib/flags/keys';

/**
 * Who may read digital finance: the rules of the finance page (spec section 6: the 'Ar-login'
 * flag, the 'latam-post-auth-white-list' allow list, a finance role), which the route applies
 * again whatever page calls it. `content/es-AR/finanzas.json` is authored with the same rules
 * (checked by lib/finance/access.test.ts).
 */
export const digitalFinanceAccess: PageAccess = {
  requireLogin: true,
  flag: flagKeys.argentinaLogin,
  allowListFlag: flagKeys.latamAllowList,
  roles: ['finance', 'finance-and-orders'],
  requireProgrammeAccount: false,
};
