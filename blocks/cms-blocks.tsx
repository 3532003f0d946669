import { RenderBlocks } from '@/components/cms/render-blocks';
import type { BlockContext } from '@/lib/cms/blocks';
import type { CmsNode } from '@/lib/cms/model';
import { blockRegistry } from './registry';

/** A CMS page's node tree, rendered through the site's block registry. */
export function CmsBlocks({ nodes, context }: { nodes: readonly CmsNode[]; context: BlockContext }) {
  return <RenderBlocks nodes={nodes} registry={blockRegistry} context={context} />;
}
