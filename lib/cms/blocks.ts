import type { ComponentType, ReactNode } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsNode, CmsPage } from './model';

/**
 * The block registry contract. A registry is two maps with the same keys, checked by the compiler:
 * resource type -> props schema (pure data, also read by `content:check`), and resource type ->
 * component that receives the parsed props.
 */

/** Who is looking, on pages rendered per request (pages with access rules); absent on cached pages. */
export interface Viewer {
  /** The signed-in user's role names as the account service spells them; none when signed out. */
  roles: () => Promise<string[]>;
}

export interface BlockContext {
  locale: Locale;
  page: CmsPage;
  preview: boolean;
  viewer?: Viewer;
  /**
   * Set by a role priority switcher for its children: the one role (normalised) they choose
   * between, or null when the user has none of the priority list.
   */
  chosenRole?: string | null;
}

export interface BlockProps<P> {
  props: P;
  context: BlockContext;
  /** The CMS node's id, stable across edits of its props (e.g. keys what a visitor dismissed). */
  nodeId?: string;
  /** The node's child nodes, already rendered (for container blocks). */
  children?: ReactNode;
}

export type BlockSchemas = Record<string, z.ZodType>;

export type BlockComponents<S extends BlockSchemas> = {
  [Type in keyof S]: ComponentType<BlockProps<z.output<S[Type]>>>;
};

export type ResolvedBlock =
  | { ok: true; resourceType: string; props: unknown }
  | { ok: false; resourceType: string; reason: string };

/** Looks a node up in the schemas and parses its props. Never throws: a bad block is a value, not a crash. */
export function resolveBlock(schemas: BlockSchemas, node: CmsNode): ResolvedBlock {
  const schema = Object.hasOwn(schemas, node.resourceType) ? schemas[node.resourceType] : undefined;
  if (!schema) {
    return { ok: false, resourceType: node.resourceType, reason: `unknown resource type "${node.resourceType}"` };
  }
  const parsed = schema.safeParse(node.props);
  if (!parsed.success) {
    return { ok: false, resourceType: node.resourceType, reason: z.prettifyError(parsed.error) };
  }
  return { ok: true, resourceType: node.resourceType, props: parsed.data };
}
