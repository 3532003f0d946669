import { z } from 'zod';

const roleList = z.array(z.string().trim().min(1)).min(1);

/** Props of the `role-gate` block: its children show to users with any of these roles. */
export const roleGateSchema = z.object({ allowedRoles: roleList });

/** Props of the `role-priority-switcher` block: the first of these roles the user has picks the child role gate. */
export const rolePrioritySwitcherSchema = z.object({ priority: roleList });

export type RoleGateProps = z.output<typeof roleGateSchema>;
export type RolePrioritySwitcherProps = z.output<typeof rolePrioritySwitcherSchema>;
