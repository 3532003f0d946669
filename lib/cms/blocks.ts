import type { ReactNode } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsNode, CmsPage } from './model';

/**
 * The block registry contract. Each feature declares its blocks in its `block.ts`: resource type ->
 * props schema and a loader of the component that receives the parsed props. The manifests are
 * pure data (schemas, and loaders not yet called), so `content:check` reads every schema without
 * loading a component, and a page loads only the components of the blocks it renders.
 */

/** The signed-in user as blocks on per-request pages (pages with access rules) see them; absent on cached pages. */
export interface Viewer {
  /** The user id (the identity provider's subject). */
  uid: string;
  email?: string;
  name?: string;
  /** CPF or CUIT, digits only. */
  document?: string;
  /** Role names as the account service spells them; none when it fails. Read once per request. */
  roles: () => Promise<string[]>;
  /** A feature flag, as the access rules read it. */
  flagEnabled: (key: string) => Promise<boolean>;
  /**
   * Whether the account service names the user their farm's head grower (growers' rewards: only
   * head growers see rewards, the banner and the requirements). Read once per request; rejects
   * when the account service fails.
   */
  isHeadGrower: () => Promise<boolean>;
}

export interface BlockContext {
  locale: Locale;
  page: CmsPage;
  preview: boolean;
  /**
   * The page is rendered for this request and streams (a page with access rules): a block with a
   * skeleton renders behind its own Suspense boundary. Never on a cached page, whose HTML is
   * rendered whole and must show every block without waiting for script.
   */
  perRequest?: boolean;
  /** Who is looking: set on per-request pages for a signed-in user, never on cached pages. */
  viewer?: Viewer;
  /** The address's query (per-request pages only): state a block keeps in the URL, e.g. a list's filters and page. */
  searchParams?: URLSearchParams;
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

/** A block's component: a function component, a server component (async) or one that renders a client component. */
export type BlockComponent<P> = (blockProps: BlockProps<P>) => ReactNode | Promise<ReactNode>;

/** A block in a registry. Its component takes props of its schema's type, which `block()` checks. */
export interface BlockDefinition {
  schema: z.ZodType;
  /** The component, loaded the first time a page renders the block. (`never`: any props type fits here.) */
  load: () => Promise<BlockComponent<never>>;
  /**
   * For a block that waits for an upstream while it renders: what stands in its place, at its final
   * size, while a per-request page streams the rest. There the block renders behind its own
   * Suspense boundary, so a slow upstream never holds back the page's shell.
   */
  loadSkeleton?: () => Promise<BlockComponent<never>>;
  /**
   * The block decides what to show by who is looking (`context.viewer`), which only pages with
   * access rules know: they are rendered per request. Every other page is prerendered once and
   * cached, the same HTML for everyone, so there such a block could never show what it gates:
   * `resolveBlock` refuses it on those pages (content check, preview warning, log).
   */
  needsAccessRules?: true;
}

/** A block's component and, for a block that waits for data, its skeleton. */
export interface LoadedBlock {
  Block: BlockComponent<unknown>;
  Skeleton?: BlockComponent<unknown>;
}

/**
 * One block of a manifest: its props schema and its component's loader, checked against each
 * other (a component whose props differ from the schema does not build). Write the loader as
 * `() => import('./components/x').then((module) => module.X)`, so the bundler sees the import.
 */
export function block<Schema extends z.ZodType>(
  schema: Schema,
  load: () => Promise<BlockComponent<z.output<Schema>>>,
  options: { skeleton?: () => Promise<BlockComponent<z.output<Schema>>>; needsAccessRules?: true } = {},
): BlockDefinition {
  return { schema, load, ...(options.skeleton && { loadSkeleton: options.skeleton }), ...(options.needsAccessRules && { needsAccessRules: true }) };
}

export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;

/** What a feature gives the CMS (its `block.ts`): the blocks editors can place. Its messages are in `messages/index.ts`. */
export interface FeatureManifest<Blocks extends BlockRegistry = BlockRegistry> {
  blocks: Blocks;
}

/** Declares a feature's blocks (the identity function, for inference). */
export function defineFeature<Blocks extends BlockRegistry>(feature: FeatureManifest<Blocks>): FeatureManifest<Blocks> {
  return feature;
}

/** The blocks of every feature in one registry. A resource type two features claim is a mistake: it stops the build. */
export function mergeBlocks(features: readonly FeatureManifest[]): BlockRegistry {
  const registry: Record<string, BlockDefinition> = {};
  for (const feature of features) {
    for (const [type, definition] of Object.entries(feature.blocks)) {
      if (Object.hasOwn(registry, type)) throw new Error(`Two features register the block type "${type}"`);
      registry[type] = definition;
    }
  }
  return registry;
}

export type ResolvedBlock =
  | { ok: true; resourceType: string; props: unknown }
  | { ok: false; resourceType: string; reason: string };

/** Where a node sits: what decides whether a block may render there. */
export interface BlockPlacement {
  /** The page has an `access` property, so it is rendered per request for the person asking. */
  pageHasAccessRules: boolean;
}

/** Where a block that needs access rules was placed on a cached page: what the editor reads in preview and in `content:check`. */
export function needsAccessRulesReason(resourceType: string): string {
  return (
    `"${resourceType}" decides what to show by who is signed in, and this page has no access rules: ` +
    'it is prerendered and cached, the same for every visitor, so the block could never show its children to anyone. ' +
    'Give the page an "access" property (e.g. {"requireLogin": true}), so it is rendered for each request, or move the block to such a page.'
  );
}

/** Looks a node up in the registry and parses its props. Never throws: a bad block is a value, not a crash. */
export function resolveBlock(registry: BlockRegistry, node: CmsNode, placement: BlockPlacement): ResolvedBlock {
  const definition = Object.hasOwn(registry, node.resourceType) ? registry[node.resourceType] : undefined;
  if (!definition) {
    return { ok: false, resourceType: node.resourceType, reason: `unknown resource type "${node.resourceType}"` };
  }
  if (definition.needsAccessRules && !placement.pageHasAccessRules) {
    return { ok: false, resourceType: node.resourceType, reason: needsAccessRulesReason(node.resourceType) };
  }
  const parsed = definition.schema.safeParse(node.props);
  if (!parsed.success) {
    return { ok: false, resourceType: node.resourceType, reason: z.prettifyError(parsed.error) };
  }
  return { ok: true, resourceType: node.resourceType, props: parsed.data };
}

/** The components (and skeletons) of every known block type in a node tree, loaded (each module once per process). */
export async function loadBlockComponents(registry: BlockRegistry, nodes: readonly CmsNode[]): Promise<ReadonlyMap<string, LoadedBlock>> {
  const types = new Set<string>();
  const collect = (list: readonly CmsNode[]) => {
    for (const node of list) {
      if (Object.hasOwn(registry, node.resourceType)) types.add(node.resourceType);
      collect(node.childNodes);
    }
  };
  collect(nodes);
  const loaded = await Promise.all(
    [...types].map(async (type): Promise<[string, LoadedBlock]> => {
      const { load, loadSkeleton } = registry[type]!;
      const [Block, Skeleton] = await Promise.all([load(), loadSkeleton?.()]);
      return [type, { Block: Block as BlockComponent<unknown>, ...(Skeleton && { Skeleton: Skeleton as BlockComponent<unknown> }) }];
    }),
  );
  return new Map(loaded);
}
