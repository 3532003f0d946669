import { block, defineFeature } from '@/lib/cms/blocks';
import { roleGateSchema, rolePrioritySwitcherSchema } from './schema';

/**
 * Blocks that show content by the user's roles: the role gate and the role priority switcher.
 *
 * They render only on pages with access rules (`needsAccessRules`); on any other page the content
 * check fails, preview shows the editor why, and visitors get nothing. Those pages are prerendered
 * and cached, one HTML for everyone, so a gate there cannot resolve on the server. Resolving it in
 * the browser instead would mean sending the gated content in that public HTML (readable by anyone
 * who views the source: a gate in looks only) or fetching it after the page loads (a flash of the
 * page without it, and a second way to serve CMS content per user). Pages with access rules are
 * already rendered per request for the person asking, so that is where a gate belongs.
 */
export const roleGate = defineFeature({
  blocks: {
    'role-gate': block(roleGateSchema, () => import('./components/role-gate').then((module) => module.RoleGate), { needsAccessRules: true }),
    'role-priority-switcher': block(rolePrioritySwitcherSchema, () => import('./components/role-priority-switcher').then((module) => module.RolePrioritySwitcher), {
      needsAccessRules: true,
    }),
  },
});
