import { z } from 'zod';
import { resolveBlock } from './blocks';

const schemas = { 'rich-text': z.object({ html: z.string().min(1) }) };
const node = (resourceType: string, props: Record<string, unknown>) => ({ id: 'n1', resourceType, props, childNodes: [] });

describe('resolveBlock', () => {
  it('returns parsed props for a known type', () => {
    expect(resolveBlock(schemas, node('rich-text', { html: '<p>Oi</p>' }))).toEqual({ ok: true, resourceType: 'rich-text', props: { html: '<p>Oi</p>' } });
  });

  it('reports an unknown resource type instead of throwing', () => {
    expect(resolveBlock(schemas, node('carousel', {}))).toEqual({ ok: false, resourceType: 'carousel', reason: 'unknown resource type "carousel"' });
  });

  it('does not treat Object.prototype keys as block types', () => {
    expect(resolveBlock(schemas, node('constructor', {})).ok).toBe(false);
    expect(resolveBlock(schemas, node('__proto__', {})).ok).toBe(false);
  });

  it('reports props that fail the schema with the field that is wrong', () => {
    const result = resolveBlock(schemas, node('rich-text', { html: '' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain('html');
  });
});
