import { Fragment, Suspense } from 'react';
import { loadBlockComponents, resolveBlock, type BlockContext, type BlockRegistry, type LoadedBlock } from '@/lib/cms/blocks';
import type { CmsNode } from '@/lib/cms/model';
import { logOnce } from '@/lib/log';
import { BlockWarning } from './block-warning';

interface RenderBlocksProps {
  nodes: readonly CmsNode[];
  registry: BlockRegistry;
  context: BlockContext;
}

/**
 * Renders a CMS node list through a block registry, loading only the components of the types in
 * it. A node whose type is unknown or whose props fail their schema is left out for visitors,
 * shown as a warning in preview, and logged once as an error: published content that visitors
 * cannot see needs someone to fix it. The known blocks inside an unknown node still render. On a per-request page, a block with a skeleton renders behind
 * its own Suspense boundary: the rest streams first and the block when its data comes. A cached
 * page gets no boundary: its prerendered HTML holds every block in place, with no script needed.
 */
export async function RenderBlocks({ nodes, registry, context }: RenderBlocksProps) {
  const components = await loadBlockComponents(registry, nodes);
  return <BlockList nodes={nodes} registry={registry} components={components} context={context} />;
}

interface BlockListProps extends RenderBlocksProps {
  components: ReadonlyMap<string, LoadedBlock>;
}

/** The node list with its components loaded. Container blocks get their children as one BlockList element (a role switcher re-renders it with another context). */
function BlockList({ nodes, registry, components, context }: BlockListProps) {
  const placement = { pageHasAccessRules: context.page.properties.access !== undefined };
  return nodes.map((node) => {
    const block = resolveBlock(registry, node, placement);
    if (!block.ok) {
      logOnce('error', `${context.locale}:${context.page.path}:${node.id}:${block.resourceType}`, 'cms.block_skipped', {
        locale: context.locale,
        path: context.page.path,
        nodeId: node.id,
        resourceType: block.resourceType,
        reason: block.reason,
      });
      const warning = context.preview ? <BlockWarning key={node.id} nodeId={node.id} resourceType={block.resourceType} reason={block.reason} /> : null;
      // An unknown container (an AEM tabs or experience fragment the site has no block for) still
      // shows the blocks inside it that the site knows; with none known, visitors see nothing.
      // A known block that refuses its props keeps its children hidden (a role gate must).
      if (Object.hasOwn(registry, node.resourceType) || node.childNodes.length === 0) return warning;
      return (
        <Fragment key={node.id}>
          {warning}
          <BlockList nodes={node.childNodes} registry={registry} components={components} context={context} />
        </Fragment>
      );
    }
    const { Block, Skeleton } = components.get(block.resourceType)!;
    const rendered = (
      <Block key={node.id} nodeId={node.id} props={block.props} context={context}>
        {node.childNodes.length > 0 ? <BlockList nodes={node.childNodes} registry={registry} components={components} context={context} /> : undefined}
      </Block>
    );
    return Skeleton && context.perRequest ? (
      <Suspense key={node.id} fallback={<Skeleton nodeId={node.id} props={block.props} context={context} />}>
        {rendered}
      </Suspense>
    ) : (
      rendered
    );
  });
}
