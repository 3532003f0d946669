import { block, defineFeature } from '@/lib/cms/blocks';
import { roleGateSchema, rolePrioritySwitcherSchema } from './schema';

/** Blocks that show content by the user's roles: the role gate and the role priority switcher. */
export const roleGate = defineFeature({
  blocks: {
    'role-gate': block(roleGateSchema, () => import('./components/role-gate').then((module) => module.RoleGate)),
    'role-priority-switcher': block(rolePrioritySwitcherSchema, () => import('./components/role-priority-switcher').then((module) => module.RolePrioritySwitcher)),
  },
});
