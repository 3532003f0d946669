/**
 * Which AEM resource type becomes which block of this site: the table an integrator extends.
 *
 * A typed array rather than a JSON file: an entry names a Core Components adapter or a layout role,
 * and the type checker refuses a misspelt adapter or role before anything runs (a JSON file would
 * fail only at a page's render). The first entry whose `type` matches a component's full `:type`
 * wins; a type no entry matches stays unknown under its full name (left out for visitors, flagged
 * in preview), never guessed from its last segment.
 *
 * `type` patterns are the resource type's segments: `*` matches any one segment, `v*` any version
 * (`v1`, `v2`...), `{name}` any one segment that `block` may repeat.
 *
 * To add a component: one line here. A project proxy that points to a Core Component through
 * `sling:resourceSuperType` gets `{ type: '<project>/components/<name>', coreComponent: '<adapter>' }`
 * (the wildcard lines below already take `*\/components/<name>` for the usual names); a project
 * component whose fields already are a block's props gets `{ type: '...', block: '<block type>' }`;
 * one this site draws itself gets `{ type: '...', drawnBySite: true }`.
 */

/** The Core Components' JSON shapes this site reads (core-components.ts, one adapter each). */
export const coreComponents = ['text', 'title', 'image', 'teaser', 'button', 'list', 'carousel', 'tabs', 'accordion'] as const;
export type CoreComponent = (typeof coreComponents)[number];

export type ComponentMapping =
  /** Only arranges components (responsive grid, container, experience fragment): its children take its place. */
  | { type: string; container: true }
  /** This site's own AEM component: its fields are the block's props as they are. */
  | { type: string; block: string }
  /** A Core Component (or a proxy of one): its JSON is reshaped into a block's props by its adapter. */
  | { type: string; coreComponent: CoreComponent }
  /** What this site draws itself (its breadcrumb, navigation, language menu, search): left out, no warning. */
  | { type: string; drawnBySite: true };

/**
 * The type patterns a Core Component `name` usually has: Adobe's own, and the proxies projects give
 * it (`wknd-spa-react/components/image`, archetype `<app>/components/content/image`).
 */
export const usualTypes = (name: string): string[] => [`core/wcm/components/${name}/v*/${name}`, `*/components/${name}`, `*/components/content/${name}`];

const coreComponentEntries = coreComponents.flatMap((name) => usualTypes(name).map((type): ComponentMapping => ({ type, coreComponent: name })));

/** Layout components: children in their place. An experience fragment holds one root container. */
const layoutEntries = ['container', 'responsivegrid', 'experiencefragment'].flatMap((name) =>
  usualTypes(name).map((type): ComponentMapping => ({ type, container: true })),
);

/** Breadcrumb, navigation, language navigation and search: the site's header and breadcrumb stand for them. */
const drawnBySiteEntries = ['breadcrumb', 'navigation', 'languagenavigation', 'search'].flatMap((name) =>
  usualTypes(name).map((type): ComponentMapping => ({ type, drawnBySite: true })),
);

export const componentMappings: readonly ComponentMapping[] = [
  // This site's own components (the `crop-science` AEM app) are named after its blocks.
  { type: 'crop-science/components/content/container', container: true },
  { type: 'crop-science/components/{group}/{name}', block: '{name}' },
  // AEM's own layout containers.
  { type: 'wcm/foundation/components/responsivegrid', container: true },
  { type: 'core/wcm/components/responsivegrid', container: true },
  ...layoutEntries,
  ...coreComponentEntries,
  // The site draws these itself from the page listing and its own header: an AEM page's copies are
  // left out, without a warning on every page.
  ...drawnBySiteEntries,
  // Left unknown on purpose (a warning in preview, so an editor sees they are not shown):
  // separator, embed, download, PDF viewer, forms.
];

export type ResolvedMapping =
  | { kind: 'container' }
  | { kind: 'block'; block: string }
  | { kind: 'core'; coreComponent: CoreComponent }
  | { kind: 'drawn-by-site' }
  | { kind: 'unknown' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const segments = pattern.split('/').map((segment) => {
    if (segment === '*') return '[^/]+';
    if (segment === 'v*') return 'v\\d+';
    const placeholder = /^\{(\w+)\}$/.exec(segment);
    if (placeholder) {
      names.push(placeholder[1]!);
      return '([^/]+)';
    }
    return escape(segment);
  });
  return { regex: new RegExp(`^${segments.join('/')}$`), names };
}

/** Whether a resource type matches one of `patterns` (the table's pattern syntax), compiled once. */
export function typeMatcher(patterns: readonly string[]): (type: string | undefined) => boolean {
  const regexes = patterns.map((pattern) => compile(pattern).regex);
  return (type) => type !== undefined && regexes.some((regex) => regex.test(type));
}

/** A resolver over `mappings`, its patterns compiled once. */
export function createTypeResolver(mappings: readonly ComponentMapping[] = componentMappings): (type: string | undefined) => ResolvedMapping {
  const compiled = mappings.map((mapping) => ({ mapping, ...compile(mapping.type) }));
  return (type) => {
    if (!type) return { kind: 'unknown' };
    for (const { mapping, regex, names } of compiled) {
      const match = regex.exec(type);
      if (!match) continue;
      if ('container' in mapping) return { kind: 'container' };
      if ('drawnBySite' in mapping) return { kind: 'drawn-by-site' };
      if ('coreComponent' in mapping) return { kind: 'core', coreComponent: mapping.coreComponent };
      const block = names.reduce((name, placeholder, index) => name.replaceAll(`{${placeholder}}`, match[index + 1]!), mapping.block);
      return { kind: 'block', block };
    }
    return { kind: 'unknown' };
  };
}
