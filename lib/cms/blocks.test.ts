import { z } from 'zod';
import { makeRegistry } from '@/tests/fixtures/cms';
import { block, defineFeature, loadBlockComponents, mergeBlocks, needsAccessRulesReason, resolveBlock } from './blocks';

const schemas = makeRegistry({ 'rich-text': z.object({ html: z.string().min(1) }) });
const node = (resourceType: string, props: Record<string, unknown>) => ({ id: 'n1', resourceType, props, childNodes: [] });
const cachedPage = { pageHasAccessRules: false };

describe('resolveBlock', () => {
  it('returns parsed props for a known type', () => {
    expect(resolveBlock(schemas, node('rich-text', { html: '<p>Oi</p>' }), cachedPage)).toEqual({ ok: true, resourceType: 'rich-text', props: { html: '<p>Oi</p>' } });
  });

  it('reports an unknown resource type instead of throwing', () => {
    expect(resolveBlock(schemas, node('carousel', {}), cachedPage)).toEqual({ ok: false, resourceType: 'carousel', reason: 'unknown resource type "carousel"' });
  });

  it('does not treat Object.prototype keys as block types', () => {
    expect(resolveBlock(schemas, node('constructor', {}), cachedPage).ok).toBe(false);
    expect(resolveBlock(schemas, node('__proto__', {}), cachedPage).ok).toBe(false);
  });

  it('reports props that fail the schema with the field that is wrong', () => {
    const result = resolveBlock(schemas, node('rich-text', { html: '' }), cachedPage);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain('html');
  });

  describe('a block that needs access rules', () => {
    const gated = { 'members-only': block(z.object({ allowedRoles: z.array(z.string()) }), async () => () => null, { needsAccessRules: true }) };
    const gate = node('members-only', { allowedRoles: ['grower'] });

    it('resolves on a page with access rules, rendered per request', () => {
      expect(resolveBlock(gated, gate, { pageHasAccessRules: true })).toEqual({ ok: true, resourceType: 'members-only', props: { allowedRoles: ['grower'] } });
    });

    it('is refused on a cached page, with the reason and the fix for the editor', () => {
      const result = resolveBlock(gated, gate, cachedPage);
      expect(result).toEqual({ ok: false, resourceType: 'members-only', reason: needsAccessRulesReason('members-only') });
      expect(!result.ok && result.reason).toMatch(/^"members-only" decides what to show by who is signed in, and this page has no access rules/);
      expect(!result.ok && result.reason).toContain('Give the page an "access" property');
    });

    it('names the misplacement first; bad props are reported once the block is where it belongs', () => {
      const bad = node('members-only', {});
      expect(resolveBlock(gated, bad, cachedPage)).toMatchObject({ ok: false, reason: needsAccessRulesReason('members-only') });
      expect(resolveBlock(gated, bad, { pageHasAccessRules: true })).toMatchObject({ ok: false, reason: expect.stringContaining('allowedRoles') });
    });
  });
});

describe('loadBlockComponents', () => {
  it('loads the component of every known type in the tree once, and nothing else', async () => {
    const load = vi.fn(async () => () => null);
    const registry = { text: { schema: z.object({}), load }, unused: { schema: z.object({}), load: vi.fn(async () => () => null) } };
    const tree = [node('text', {}), { ...node('box', {}), childNodes: [node('text', {}), node('carousel', {})] }];
    const components = await loadBlockComponents(registry, tree);
    expect([...components.keys()]).toEqual(['text']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.unused.load).not.toHaveBeenCalled();
  });
});

describe('mergeBlocks', () => {
  const text = makeRegistry({ text: z.object({}) });
  const box = makeRegistry({ box: z.object({}) });

  it("puts every feature's blocks in one registry", () => {
    expect(Object.keys(mergeBlocks([defineFeature({ blocks: text }), defineFeature({ blocks: {} }), defineFeature({ blocks: box })]))).toEqual(['text', 'box']);
  });

  it('refuses a block type two features register', () => {
    expect(() => mergeBlocks([defineFeature({ blocks: text }), defineFeature({ blocks: makeRegistry({ text: z.object({ other: z.string() }) }) })])).toThrow(
      'Two features register the block type "text"',
    );
  });
});
