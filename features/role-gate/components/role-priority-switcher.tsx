import { cloneElement, isValidElement } from 'react';
import { priorityRole } from '@/lib/access/roles';
import type { BlockContext, BlockProps } from '@/lib/cms/blocks';
import type { RolePrioritySwitcherProps } from '../schema';

/**
 * Picks the first role of `priority` the user has and lets its child role gates show only for
 * that role, so exactly one variant (e.g. the eximia or the premium quick links) appears. Like the
 * role gate, it renders only on pages with access rules (see block.ts).
 */
export async function RolePrioritySwitcher({ props, context, children }: BlockProps<RolePrioritySwitcherProps>) {
  if (!context.viewer || !isValidElement<{ context: BlockContext }>(children)) return null;
  const chosenRole = priorityRole(await context.viewer.roles(), props.priority);
  // The children are the renderer's element for the child nodes: render it with the choice in its context.
  return cloneElement(children, { context: { ...children.props.context, chosenRole } });
}
