import type { AemNode } from '@/lib/upstreams/aem/contract';
import type { CmsNode } from '../../model';
import { coreComponentAdapters, panelComponents, usualBlock, type Panel } from './core-components';
import { createTypeResolver, type ResolvedMapping } from './mapping';

/**
 * AEM's component tree (`:items` in `:itemsOrder`) as our node tree, through the mapping table:
 * layout containers give their children their place, Core Components go through their adapters,
 * this site's own components keep their fields as props, and an unknown component keeps its full
 * resource type and its children (the renderer shows the known ones: nothing known is lost).
 */

export interface ComponentTreeOptions {
  /** Page links in AEM's form to this site's paths, deep inside a component's fields. */
  rewriteLinks: (value: unknown) => unknown;
  resolveType?: (type: string | undefined) => ResolvedMapping;
  /** A component the site draws itself whatever its type (the header and footer fragments a template places on every page). */
  isSiteChrome?: (item: AemNode) => boolean;
}

/** A component without `:type` (AEM sends none for plain nodes): unknown under this name. */
export const UNTYPED = 'aem:untyped';

/** AEM bookkeeping on components that is not content (besides every `:`-prefixed field). */
const noiseFields = new Set(['id', 'dataLayer', 'appliedCssClassNames']);

const defaultResolver = createTypeResolver();

/** Children in `:itemsOrder` order (AEM's authoring order); object key order when it is missing. */
export function orderedItems(node: AemNode): [string, AemNode][] {
  const items = node[':items'] ?? {};
  const order = node[':itemsOrder'] ?? Object.keys(items);
  return order.flatMap((name) => {
    const item = items[name];
    return item ? [[name, item] as [string, AemNode]] : [];
  });
}

/** The nodes of a page (or any component's `:items`). */
export function componentNodes(parent: AemNode, { rewriteLinks, resolveType = defaultResolver, isSiteChrome = () => false }: ComponentTreeOptions): CmsNode[] {
  const usedIds = new Set<string>();
  /** Core titles, which may give the accordion after them its heading. */
  const titles = new WeakSet<CmsNode>();
  /** Accordions adapted as a faq but still without a heading, with what they become without one. */
  const headingless = new WeakMap<CmsNode, CmsNode[]>();

  /**
   * AEM names are unique among siblings only; once containers are spliced away, two `text`
   * components can meet. Later ones get their AEM path as id, so ids stay unique in the page.
   */
  function allocateId(name: string, trail: string[]): string {
    let id = usedIds.has(name) ? [...trail, name].join('/') : name;
    for (let n = 2; usedIds.has(id); n++) id = `${[...trail, name].join('/')}-${n}`;
    usedIds.add(id);
    return id;
  }

  const ownProps = (item: AemNode) =>
    rewriteLinks(Object.fromEntries(Object.entries(item).filter(([key]) => !key.startsWith(':') && !noiseFields.has(key)))) as Record<string, unknown>;

  function mapItems(parent: AemNode, trail: string[]): CmsNode[] {
    return withAccordionHeadings(orderedItems(parent).flatMap(([name, item]) => mapItem(name, item, trail)));
  }

  function mapItem(name: string, item: AemNode, trail: string[]): CmsNode[] {
    const path = [...trail, name];
    const type = item[':type'];
    if (isSiteChrome(item)) return [];
    const mapping = resolveType(type);
    if (mapping.kind === 'container') return mapItems(item, path);
    if (mapping.kind === 'drawn-by-site') return [];
    const id = allocateId(name, trail);
    if (mapping.kind !== 'core') {
      return [{ id, resourceType: mapping.kind === 'block' ? mapping.block : (type ?? UNTYPED), props: ownProps(item), childNodes: mapItems(item, path) }];
    }
    const adapt = coreComponentAdapters[mapping.coreComponent];
    if (!panelComponents.has(mapping.coreComponent)) {
      const adapted = adapt(ownProps(item), [])!;
      const node: CmsNode = { id, ...adapted, childNodes: mapItems(item, path) };
      if (mapping.coreComponent === 'title') titles.add(node);
      return [node];
    }
    // Each panel: a section headed by its title, should the block not hold the panels.
    const panels = orderedItems(item).map(([panelName, panel]) => {
      const title = typeof panel['cq:panelTitle'] === 'string' && panel['cq:panelTitle'].trim() ? panel['cq:panelTitle'].trim() : undefined;
      return { title, sectionId: title && allocateId(panelName, path), nodes: mapItem(panelName, panel, path) };
    });
    const sections = panels.flatMap((panel): CmsNode[] =>
      panel.sectionId && panel.title ? [{ id: panel.sectionId, resourceType: 'section-heading', props: { heading: panel.title }, childNodes: panel.nodes }] : panel.nodes,
    );
    const adapted = adapt(ownProps(item), panels satisfies Panel[]);
    if (!adapted) return sections;
    const node: CmsNode = { id, ...adapted, childNodes: [] };
    if (mapping.coreComponent === 'accordion') headingless.set(node, sections);
    return [node];
  }

  /** An accordion takes the title just before it as its faq heading; without one, its panels become sections. */
  function withAccordionHeadings(nodes: CmsNode[]): CmsNode[] {
    const result: CmsNode[] = [];
    for (const node of nodes) {
      const sections = headingless.get(node);
      const previous = result.at(-1);
      if (!sections) result.push(node);
      else if (previous && titles.has(previous) && typeof previous.props.heading === 'string') {
        result.pop();
        result.push({ ...node, props: { heading: previous.props.heading, headingLevel: previous.props.level, ...node.props } });
      } else result.push(...sections);
    }
    return result;
  }

  return mapItems(parent, []);
}

/** Every resource type in a node tree, in order of first use. */
export function nodeTypes(nodes: readonly CmsNode[]): string[] {
  const types = new Set<string>();
  const walk = (list: readonly CmsNode[]) => {
    for (const node of list) {
      types.add(node.resourceType);
      walk(node.childNodes);
    }
  };
  walk(nodes);
  return [...types];
}

/** AEM's own `componentsResourceTypes` (full types, layout containers included) in our terms: containers left out. */
export function blockTypesOf(aemTypes: readonly string[], resolveType = defaultResolver): string[] {
  const types = aemTypes.flatMap((type) => {
    const mapping = resolveType(type);
    if (mapping.kind === 'container' || mapping.kind === 'drawn-by-site') return [];
    if (mapping.kind === 'block') return [mapping.block];
    if (mapping.kind === 'core') return [usualBlock[mapping.coreComponent]];
    return [type];
  });
  return [...new Set(types)];
}
