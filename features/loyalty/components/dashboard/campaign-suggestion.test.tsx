import { screen } from '@testing-library/react';
import type { Locale } from '@/lib/i18n/locales';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { CampaignSuggestionBlock } from './campaign-suggestion-block';
import { countLoyaltyRouteCalls, renderServerBlock } from '../shared/block-test-support';
import { CampaignSuggestionBanner, type CampaignSuggestionState } from './campaign-suggestion';
import { CampaignSuggestionSkeleton } from './campaign-suggestion-skeleton';
import { campaignSuggestionSchema } from './schema';
import { demoViewer, programmeCallPath } from './test-support';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const LINK = 'https://simulador.impulso.example/sugestao/MTIzNDU2?cultura=soja';
const ENCODED_LINK = 'https%3A%2F%2Fsimulador.impulso.example%2Fsugestao%2FMTIzNDU2%3Fcultura%3Dsoja';
const renderBanner = (state: CampaignSuggestionState, locale: Locale = 'pt-BR', texts = {}) =>
  renderWithProviders(<CampaignSuggestionBanner {...texts} state={state} />, { locale });

describe('CampaignSuggestionBanner', () => {
  it('shows the season as SAFRA yy/yy and leads to the campaign centre with the simulator link, encoded', () => {
    renderBanner({ status: 'ready', suggestion: { crop: '2026/27', suggestionLink: LINK } });
    const banner = screen.getByRole('region', { name: 'Temos uma sugestão de campanha para você' });
    expect(banner).toHaveTextContent('SAFRA 26/27');
    expect(screen.getByRole('link', { name: 'Ver sugestão' })).toHaveAttribute('href', `/pt-BR/campanhas?utm_source=sugestao&simulator=${ENCODED_LINK}`);
  });

  it('takes the editor\'s texts', () => {
    renderBanner({ status: 'ready', suggestion: { crop: '2026/2027', suggestionLink: LINK } }, 'pt-BR', { heading: 'Sua safra planejada', text: 'Veja a proposta.', buttonLabel: 'Simular agora' });
    expect(screen.getByRole('region', { name: 'Sua safra planejada' })).toHaveTextContent('SAFRA 26/27');
    expect(screen.getByText('Veja a proposta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Simular agora' })).toBeInTheDocument();
  });

  it.each([
    ['no suggestion or a failed call', { status: 'none' } as const],
    ['a season it cannot read', { status: 'ready', suggestion: { crop: 'safra de verão', suggestionLink: LINK } } as const],
  ])('renders nothing for %s', (_, state) => {
    const { container } = renderBanner(state);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['es-AR', 'CAMPAÑA 26/27', 'Ver sugerencia', '/es-AR/campanhas'],
    ['en-US', 'SEASON 26/27', 'See suggestion', '/en-US/campanhas'],
  ] as const)('speaks %s', (locale, overline, button, path) => {
    renderBanner({ status: 'ready', suggestion: { crop: '2026/27', suggestionLink: LINK } }, locale);
    expect(screen.getByText(overline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: button }).getAttribute('href')).toMatch(new RegExp(`^${path}\\?utm_source=sugestao&simulator=`));
  });
});

describe('CampaignSuggestionBlock', () => {
  const props = campaignSuggestionSchema.parse({});
  const context = (email: string) => makeContext({ perRequest: true, viewer: demoViewer(email) });
  beforeEach(() => sandbox.reset());

  it('shows the member\'s suggestion of the season, read on the server with no call from the browser', async () => {
    const browserCalls = countLoyaltyRouteCalls();
    renderServerBlock(await CampaignSuggestionBlock({ props, context: context('carlos.souza@example.com.br') }));
    expect(screen.getByText(/^SAFRA \d{2}\/\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver sugestão' }).getAttribute('href')).toMatch(/^\/pt-BR\/campanhas\?utm_source=sugestao&simulator=https%3A%2F%2Fsimulador\.impulso\.example%2F/);
    expect(browserCalls()).toBe(0);
  });

  it('renders nothing for a member without a suggestion (Lucas)', async () => {
    const { container } = renderServerBlock(await CampaignSuggestionBlock({ props, context: context('lucas.ribeiro@example.com.br') }));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the programme fails', async () => {
    const viewer = demoViewer('ana.ribeiro@example.com.br');
    await sandbox.fault({ path: programmeCallPath.campaignSuggestion(viewer.document!), status: 502 });
    const { container } = renderServerBlock(await CampaignSuggestionBlock({ props, context: context(viewer.email!) }));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing on a page without access rules', async () => {
    expect(await CampaignSuggestionBlock({ props, context: makeContext() })).toBeNull();
  });

  it('has a skeleton holding the banner\'s place and saying what loads', async () => {
    renderWithProviders((await CampaignSuggestionSkeleton({ props, context: context('ana.ribeiro@example.com.br') }))!);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando sugestão de campanha…');
  });
});
