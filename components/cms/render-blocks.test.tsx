import { act, screen } from '@testing-library/react';
import { use } from 'react';
import type { MockInstance } from 'vitest';
import { z } from 'zod';
import { block, type BlockProps } from '@/lib/cms/blocks';
import { makeContext, makePage, makeRegistry } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { RenderBlocks } from './render-blocks';

const registry = makeRegistry(
  {
    text: z.object({ value: z.string().min(1) }),
    box: z.object({ label: z.string() }),
  },
  {
    text: ({ props, nodeId }: BlockProps<{ value: string }>) => <p data-node-id={nodeId}>{props.value}</p>,
    box: ({ props, children }: BlockProps<{ label: string }>) => <section aria-label={props.label}>{children}</section>,
  },
);
const nodes = [
  { id: 'a', resourceType: 'text', props: { value: 'Primeiro' }, childNodes: [] },
  { id: 'b', resourceType: 'carousel', props: {}, childNodes: [] },
  { id: 'c', resourceType: 'text', props: { value: '' }, childNodes: [] },
  { id: 'd', resourceType: 'box', props: { label: 'Caixa' }, childNodes: [{ id: 'e', resourceType: 'text', props: { value: 'Dentro' }, childNodes: [] }] },
];

describe('RenderBlocks', () => {
  let logError: MockInstance<typeof console.error>;
  beforeEach(() => {
    logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logError.mockRestore());

  it('renders valid blocks in order, nested children inside their container, and leaves out bad ones for visitors', async () => {
    const context = makeContext({ page: { ...makeContext().page, path: '/visitors' } });
    renderWithProviders(await RenderBlocks({ nodes, registry, context }));
    expect(screen.getByText('Primeiro')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Caixa' })).toHaveTextContent('Dentro');
    // Each block knows its node, e.g. to remember a closed banner by it.
    expect(screen.getByText('Dentro')).toHaveAttribute('data-node-id', 'e');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('carousel');
  });

  it('shows editors a labelled warning with the reason in preview', async () => {
    const context = makeContext({ preview: true, page: { ...makeContext().page, path: '/preview' } });
    renderWithProviders(await RenderBlocks({ nodes, registry, context }));
    const warnings = screen.getAllByRole('status');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toHaveTextContent('Bloco omitido para visitantes: carousel');
    expect(warnings[0]).toHaveTextContent('#b: unknown resource type "carousel"');
    expect(warnings[1]).toHaveTextContent('#c:');
    expect(warnings[1]).toHaveTextContent('value');
  });

  it('logs each broken block once as an error, however often the page renders', async () => {
    const context = makeContext({ page: { ...makeContext().page, path: '/logged-once' } });
    for (let i = 0; i < 3; i++) {
      renderWithProviders(await RenderBlocks({ nodes, registry, context }));
    }
    const lines: Array<Record<string, unknown>> = logError.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines.filter((line) => line.path === '/logged-once')).toEqual([
      expect.objectContaining({ level: 'error', event: 'cms.block_skipped', nodeId: 'b', resourceType: 'carousel' }),
      expect.objectContaining({ level: 'error', event: 'cms.block_skipped', nodeId: 'c', resourceType: 'text' }),
    ]);
  });

  it('on a per-request page, renders a block with a skeleton behind its own Suspense boundary: the skeleton until its data comes', async () => {
    let deliver: (headline: string) => void = () => {};
    const articles = new Promise<string>((resolve) => (deliver = resolve));
    const slowRegistry = {
      ...registry,
      articles: block(
        z.object({ heading: z.string() }),
        async () =>
          function Articles({ props }: BlockProps<{ heading: string }>) {
            return <h2>{`${props.heading}: ${use(articles)}`}</h2>;
          },
        { skeleton: async () => ({ props }: BlockProps<{ heading: string }>) => <p role="status">{`${props.heading}…`}</p> },
      ),
    };
    const page = [{ id: 'x', resourceType: 'articles', props: { heading: 'Leia também' }, childNodes: [] }, nodes[0]!];
    const rendered = await RenderBlocks({ nodes: page, registry: slowRegistry, context: makeContext({ perRequest: true }) });
    // Rendered inside act, so React retries the block when its data comes.
    await act(async () => void renderWithProviders(rendered));
    // The rest of the page is there while the slow block waits.
    expect(screen.getByText('Primeiro')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Leia também…');
    await act(async () => deliver('Ferrugem-asiática'));
    expect(await screen.findByRole('heading', { name: 'Leia também: Ferrugem-asiática' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('an unknown container (an AEM component the site has no block for, holding blocks)', () => {
    const tabs = {
      id: 'tabs',
      resourceType: 'core/wcm/components/tabs/v1/tabs',
      props: {},
      childNodes: [
        { id: 'inside', resourceType: 'text', props: { value: 'Dentro das abas' }, childNodes: [] },
        { id: 'embed', resourceType: 'core/wcm/components/embed/v1/embed', props: {}, childNodes: [] },
        { id: 'box', resourceType: 'box', props: { label: 'Caixa nas abas' }, childNodes: [{ id: 'deep', resourceType: 'text', props: { value: 'Mais fundo' }, childNodes: [] }] },
      ],
    };
    const onlyUnknown = {
      id: 'fragment',
      resourceType: 'acme/components/fragment',
      props: {},
      childNodes: [{ id: 'separator', resourceType: 'core/wcm/components/separator/v1/separator', props: {}, childNodes: [] }],
    };

    it('shows visitors the known blocks inside it, in order, and nothing of itself', async () => {
      const context = makeContext({ page: makePage({ path: '/unknown-container' }) });
      const { container } = renderWithProviders(await RenderBlocks({ nodes: [nodes[0]!, tabs, onlyUnknown], registry, context }));
      expect(container).toHaveTextContent(/^Primeiro.*Dentro das abas.*Mais fundo$/);
      expect(screen.getByRole('region', { name: 'Caixa nas abas' })).toHaveTextContent('Mais fundo');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      const lines: Array<Record<string, unknown>> = logError.mock.calls.map(([line]) => JSON.parse(String(line)));
      // Each logged once, the containers too (in the order React renders them).
      expect(lines.filter((line) => line.path === '/unknown-container').map((line) => line.nodeId).sort()).toEqual(['embed', 'fragment', 'separator', 'tabs']);
    });

    it('flags the container in preview, above the blocks it holds', async () => {
      const context = makeContext({ preview: true, page: makePage({ path: '/unknown-container-preview' }) });
      const { container } = renderWithProviders(await RenderBlocks({ nodes: [tabs, onlyUnknown], registry, context }));
      const warnings = screen.getAllByRole('status');
      expect(warnings.map((warning) => warning.getAttribute('data-block-warning'))).toEqual(['tabs', 'embed', 'fragment', 'separator']);
      expect(warnings[0]).toHaveTextContent('#tabs: unknown resource type "core/wcm/components/tabs/v1/tabs"');
      expect(container).toHaveTextContent(/unknown resource type "core\/wcm\/components\/tabs\/v1\/tabs".*Dentro das abas/);
    });

    it('keeps the children of a known block that refuses its props hidden', async () => {
      const context = makeContext({ page: makePage({ path: '/bad-known-container' }) });
      const badBox = { id: 'bad-box', resourceType: 'box', props: {}, childNodes: [{ id: 'hidden', resourceType: 'text', props: { value: 'Escondido' }, childNodes: [] }] };
      const { container } = renderWithProviders(await RenderBlocks({ nodes: [badBox], registry, context }));
      expect(container).not.toHaveTextContent('Escondido');
    });
  });

  describe('a block that needs access rules (a role gate)', () => {
    const gatedRegistry = {
      ...registry,
      'role-gate': block(z.object({ allowedRoles: z.array(z.string()) }), async () => ({ children }: BlockProps<{ allowedRoles: string[] }>) => children, {
        needsAccessRules: true,
      }),
    };
    const gated = [
      nodes[0]!,
      { id: 'gate', resourceType: 'role-gate', props: { allowedRoles: ['grower'] }, childNodes: [{ id: 'inside', resourceType: 'text', props: { value: 'Só para produtores' }, childNodes: [] }] },
    ];

    it('renders on a page with access rules', async () => {
      const context = makeContext({ perRequest: true, page: makePage({ path: '/area-logada', properties: { access: { requireLogin: true, requireProgrammeAccount: false } } }) });
      renderWithProviders(await RenderBlocks({ nodes: gated, registry: gatedRegistry, context }));
      expect(screen.getByText('Só para produtores')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('is left out of a cached page with its children, and logged', async () => {
      const context = makeContext({ page: makePage({ path: '/gate-on-cached-page' }) });
      const { container } = renderWithProviders(await RenderBlocks({ nodes: gated, registry: gatedRegistry, context }));
      expect(screen.getByText('Primeiro')).toBeInTheDocument();
      expect(container).not.toHaveTextContent('Só para produtores');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      const lines: Array<Record<string, unknown>> = logError.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines.filter((line) => line.path === '/gate-on-cached-page')).toEqual([
        expect.objectContaining({ event: 'cms.block_skipped', nodeId: 'gate', resourceType: 'role-gate', reason: expect.stringContaining('this page has no access rules') }),
      ]);
    });

    it('shows editors in preview why it is left out, and how to fix it', async () => {
      const context = makeContext({ preview: true, page: makePage({ path: '/gate-in-preview' }) });
      const { container } = renderWithProviders(await RenderBlocks({ nodes: gated, registry: gatedRegistry, context }));
      const warning = screen.getByRole('status');
      expect(warning).toHaveTextContent('Bloco omitido para visitantes: role-gate');
      expect(warning).toHaveTextContent('#gate: "role-gate" decides what to show by who is signed in, and this page has no access rules');
      expect(warning).toHaveTextContent('Give the page an "access" property');
      expect(container).not.toHaveTextContent('Só para produtores');
    });
  });
});
