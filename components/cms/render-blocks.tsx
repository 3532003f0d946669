import type { ComponentType } from 'react';
import { resolveBlock, type BlockComponents, type BlockContext, type BlockProps, type BlockSchemas } from '@/lib/cms/blocks';
import type { CmsNode } from '@/lib/cms/model';
import { logOnce } from '@/lib/log';
import { BlockWarning } from './block-warning';

interface RenderBlocksProps<S extends BlockSchemas> {
  nodes: readonly CmsNode[];
  schemas: S;
  components: BlockComponents<S>;
  context: BlockContext;
}

/**
 * Renders a CMS node list through a block registry. A node whose type is unknown or whose props
 * fail their schema is left out for visitors, shown as a warning in preview, and logged once as an
 * error: published content that visitors cannot see needs someone to fix it.
 */
export function RenderBlocks<S extends BlockSchemas>({ nodes, schemas, components, context }: RenderBlocksProps<S>) {
  return nodes.map((node) => {
    const block = resolveBlock(schemas, node);
    if (!block.ok) {
      logOnce('error', `${context.locale}:${context.page.path}:${node.id}:${block.resourceType}`, 'cms.block_skipped', {
        locale: context.locale,
        path: context.page.path,
        nodeId: node.id,
        resourceType: block.resourceType,
        reason: block.reason,
      });
      return context.preview ? (
        <BlockWarning key={node.id} nodeId={node.id} resourceType={block.resourceType} reason={block.reason} />
      ) : null;
    }
    const Block = components[block.resourceType] as ComponentType<BlockProps<unknown>>;
    return (
      <Block key={node.id} nodeId={node.id} props={block.props} context={context}>
        {node.childNodes.length > 0 ? (
          <RenderBlocks nodes={node.childNodes} schemas={schemas} components={components} context={context} />
        ) : undefined}
      </Block>
    );
  });
}
