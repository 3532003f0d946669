/** Blocks that show content by the user's roles: the role gate and the role priority switcher. */
export { RoleGate } from './components/role-gate';
export { RolePrioritySwitcher } from './components/role-priority-switcher';
export { roleGateSchema, rolePrioritySwitcherSchema, type RoleGateProps, type RolePrioritySwitcherProps } from './schema';
