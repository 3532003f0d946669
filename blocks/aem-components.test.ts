// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveBlock } from '@/lib/cms/blocks';
import type { CmsNode } from '@/lib/cms/model';
import { usualBlock } from '@/lib/cms/sources/aem-components/core-components';
import { componentMappings } from '@/lib/cms/sources/aem-components/mapping';
import { componentNodes } from '@/lib/cms/sources/aem-components/to-nodes';
import { blockRegistry } from './registry';

/** The AEM mapping against the real registry: what the adapters make is what the blocks accept. */

const fixture = (name: string) => JSON.parse(readFileSync(path.resolve(process.cwd(), 'tests/fixtures/aem/real-world', name), 'utf8')) as Record<string, unknown>;

/** Every node of a tree as `id: result`, unknown ones by their reason. */
function resolveAll(nodes: readonly CmsNode[]): Record<string, string> {
  const results: Record<string, string> = {};
  const walk = (list: readonly CmsNode[]) => {
    for (const node of list) {
      const block = resolveBlock(blockRegistry, node, { pageHasAccessRules: false });
      results[node.id] = block.ok ? `ok ${block.resourceType}` : block.reason;
      walk(node.childNodes);
    }
  };
  walk(nodes);
  return results;
}

describe('AEM components against the block registry', () => {
  it('names only blocks the registry has', () => {
    const named = [...componentMappings.flatMap((mapping) => ('block' in mapping && !mapping.block.includes('{') ? [mapping.block] : [])), ...Object.values(usualBlock)];
    expect(named.filter((type) => !Object.hasOwn(blockRegistry, type))).toEqual([]);
  });

  it('renders every known component of the WKND-like SPA page', () => {
    expect(resolveAll(componentNodes(fixture('wknd-spa-home.model.json'), { rewriteLinks: (value) => value }))).toEqual({
      title: 'ok section-heading',
      text: 'ok rich-text',
      image: 'ok image',
      'root/responsivegrid/text': 'ok rich-text',
      'root/responsivegrid/responsivegrid/text': 'ok rich-text',
      'root/responsivegrid/responsivegrid/image': 'ok image',
      weather: 'unknown resource type "wknd-spa-react/components/weather"',
    });
  });

  it('renders every known component of the Core Components page, inside panels and unknown containers too', () => {
    expect(resolveAll(componentNodes(fixture('core-components-page.model.json'), { rewriteLinks: (value) => value }))).toEqual({
      title: 'ok section-heading',
      text: 'ok rich-text',
      teaser: 'ok promo-banner',
      button: 'ok skewed-button',
      list: 'ok card-group',
      tabs: 'ok tabbed-carousel',
      carousel: 'ok carousel',
      gallery: 'ok image-carousel',
      accordion: 'ok faq',
      'root/container/accordion_mixed/item_1': 'ok section-heading',
      'root/container/accordion_mixed/item_1/text': 'ok rich-text',
      image: 'ok image',
      'root/container/accordion_mixed/item_2': 'ok section-heading',
      embed: 'unknown resource type "core/wcm/components/embed/v2/embed"',
      promo_box: 'unknown resource type "acme/components/promo-box"',
      'root/container/promo_box/text': 'ok rich-text',
      separator: 'unknown resource type "core/wcm/components/separator/v1/separator"',
    });
  });
});
