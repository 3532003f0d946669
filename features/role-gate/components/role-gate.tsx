import { normaliseRoleName, roleGateAllows } from '@/lib/access/roles';
import type { BlockProps } from '@/lib/cms/blocks';
import type { RoleGateProps } from '../schema';

/**
 * Shows its children to users with one of `allowedRoles` (names compared normalised). Inside a
 * role priority switcher it shows them only for the role the switcher chose. Rendered on the
 * server, so nothing of what it hides reaches the page. It renders only on pages with access rules
 * (see block.ts); there a visitor who is not signed in (a page gated by a flag alone) has no viewer
 * and sees nothing of it.
 */
export async function RoleGate({ props, context, children }: BlockProps<RoleGateProps>) {
  if (!context.viewer) return null;
  const allowed =
    context.chosenRole !== undefined
      ? context.chosenRole !== null && props.allowedRoles.map(normaliseRoleName).includes(context.chosenRole)
      : roleGateAllows(await context.viewer.roles(), props.allowedRoles);
  return allowed ? children : null;
}
