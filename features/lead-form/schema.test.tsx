import { screen } from '@testing-library/react';
import { RenderBlocks } from '@/components/cms/render-blocks';
import { makeContext, makeRegistry } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { leadFormBlockSchema } from './schema';

const valid = { munchkinId: '284-TRL-731', formId: 1001 };

describe('the lead-form block props', () => {
  it('accepts a form with its optional settings, and a formId written as text', () => {
    expect(leadFormBlockSchema.parse({ ...valid, formId: '1001', thankYouPath: '/obrigado', thankYouMessage: 'Obrigado!' })).toEqual({
      ...valid,
      thankYouPath: '/obrigado',
      thankYouMessage: 'Obrigado!',
    });
  });

  it.each([
    [{ formId: 1001 }],
    [{ munchkinId: '284-TRL-731' }],
    [{ ...valid, munchkinId: '' }],
    [{ ...valid, formId: 0 }],
    [{ ...valid, thankYouPath: 'https://evil.example/' }],
    [{ ...valid, thankYouPath: '//evil.example' }],
    [{ ...valid, thankYouPath: '/\\evil.example' }],
  ])('refuses %j', (props) => {
    expect(leadFormBlockSchema.safeParse(props).success).toBe(false);
  });

  it('renders nothing for a block without munchkinId or formId, and logs an error', async () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = makeContext({ page: { ...makeContext().page, path: '/lead-form-without-ids' } });
    const nodes = [
      { id: 'no-form-id', resourceType: 'lead-form', props: { munchkinId: '284-TRL-731' }, childNodes: [] },
      { id: 'no-munchkin', resourceType: 'lead-form', props: { formId: 1001 }, childNodes: [] },
    ];
    const registry = makeRegistry({ 'lead-form': leadFormBlockSchema }, { 'lead-form': () => <form aria-label="lead form" /> });
    const { container } = renderWithProviders(await RenderBlocks({ nodes, registry, context }));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const lines = logError.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'cms.block_skipped', nodeId: 'no-form-id', resourceType: 'lead-form' }),
      expect.objectContaining({ level: 'error', event: 'cms.block_skipped', nodeId: 'no-munchkin', resourceType: 'lead-form' }),
    ]);
    logError.mockRestore();
  });
});
