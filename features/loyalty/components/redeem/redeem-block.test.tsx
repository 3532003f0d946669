import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { countLoyaltyRouteCalls, demoViewer, renderServerBlock } from '../shared/block-test-support';
import { RedeemBlock } from './redeem-block';
import { redeemBlockSchema } from './redeem-schema';
import { RedeemSkeleton } from './redeem-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const guardedPage = makePage({ path: '/resgate', properties: { access: { requireLogin: true, requireProgrammeAccount: true } } });
const contextFor = (email: string) => makeContext({ page: guardedPage, perRequest: true, viewer: demoViewer(email) });
const props = redeemBlockSchema.parse({});

describe('RedeemBlock', () => {
  beforeEach(() => sandbox.reset());

  it('renders Ana\'s flow at #resgate with her balance, the group option ahead and her requests, read on the server: no spinner, no call from the browser', async () => {
    const calls = countLoyaltyRouteCalls();
    renderServerBlock(await RedeemBlock({ props, context: contextFor('ana.ribeiro@example.com.br') }));
    const section = screen.getByRole('region', { name: 'Resgate de pontos' });
    expect(section).toHaveAttribute('id', 'resgate');
    expect(screen.getByTestId('redeemable-points')).toHaveTextContent(/^\d{1,3}(\.\d{3})* pontos$/);
    expect(within(section).getAllByRole('radio')).toHaveLength(5);
    // Her earlier requests, in every status but Submitted (the sandbox's seed).
    expect(within(screen.getByRole('region', { name: 'Seus pedidos de resgate' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('sends the server\'s markup with a plain Continue button: clicked before the code loads, it submits nothing to the page', async () => {
    const rendered = await RedeemBlock({ props, context: contextFor('ana.ribeiro@example.com.br') });
    const html = renderToString(rendered!);
    expect(html).toContain('id="resgate"');
    expect(html).toMatch(/<button type="button"[^>]*>Continuar<\/button>/);
    expect(html).not.toContain('type="submit"');
    // Live in the browser, it is the form's submit button (Enter goes on).
    renderServerBlock(rendered);
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveAttribute('type', 'submit');
  });

  it('takes the heading an editor wrote', async () => {
    countLoyaltyRouteCalls();
    renderServerBlock(await RedeemBlock({ props: redeemBlockSchema.parse({ heading: 'Use os seus pontos' }), context: contextFor('lucas.ribeiro@example.com.br') }));
    expect(screen.getByRole('region', { name: 'Use os seus pontos' })).toHaveAttribute('id', 'resgate');
  });

  it('shows the error state at once when the programme fails, without asking again from the browser', async () => {
    const calls = countLoyaltyRouteCalls();
    await sandbox.fault({ path: '/loyalty/impulso-back/api/members/MTIzNDU2Nzg5MDk%3D', status: 503, times: 0 });
    renderServerBlock(await RedeemBlock({ props, context: contextFor('ana.ribeiro@example.com.br') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os seus pontos');
    expect(calls()).toBe(0);
  });

  it('renders nothing without a viewer (a cached page has none)', async () => {
    expect(await RedeemBlock({ props, context: makeContext({ page: guardedPage }) })).toBeNull();
    expect(await RedeemSkeleton({ props, context: makeContext({ page: guardedPage }) })).toBeNull();
  });
});

describe('RedeemSkeleton', () => {
  it('keeps the section at #resgate with its heading, the five kinds\' places and the requests\', and says it is loading', async () => {
    const { container } = renderServerBlock(await RedeemSkeleton({ props, context: contextFor('ana.ribeiro@example.com.br') }));
    expect(screen.getByRole('region', { name: 'Resgate de pontos' })).toHaveAttribute('id', 'resgate');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o resgate de pontos…');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden] span').length).toBeGreaterThanOrEqual(5 + 3);
  });

  it('speaks the page\'s language', async () => {
    renderServerBlock(await RedeemSkeleton({ props, context: { ...contextFor('ana.ribeiro@example.com.br'), locale: 'es-AR' } }), { locale: 'es-AR' });
    expect(screen.getByRole('region', { name: 'Canje de puntos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el canje de puntos…');
  });
});
