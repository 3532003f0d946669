import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/locales';
import type { ExpiringPoints, LoyaltyBanner, MemberSummary } from '@/lib/loyalty/contract';
import { declaredStyle } from '@/tests/declared-style';
import { renderWithProviders } from '@/tests/render';
import { PointsDashboard, type ExpiringState, type PointsDashboardState } from './points-dashboard';
import { DashboardLoading } from './points-dashboard-frame';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** When the lots were read: 15 May 2026, 10:00 in São Paulo. */
const NOW = Date.parse('2026-05-15T13:00:00.000Z');
const REDEEM_HREF = 'https://parceiros.impulso.example/pt-BR/resgate';

const contactInformation: MemberSummary['contactInformation'] = {
  contactUs: { name: 'Central Impulso', phone: '0800 725 1122', email: 'contato@impulso.example', whatsapp: '+55 11 97725-1122' },
  advisorContact: [],
};

/** Ana: 4 stars of her own, leader of a 5-star family group. */
const ana: MemberSummary = {
  name: 'Ana Ribeiro',
  status: 'ACTIVE',
  impulsePoints: 320_000,
  stars: 4,
  impulsePercent: 34.3,
  impulseLeft: 230_000,
  minPoints: 1,
  orbiaPoints: 48_500,
  flGroupLeader: true,
  familiarGroup: { nmGroup: 'Família Ribeiro', starsGroup: 5 },
  contactInformation,
};

/** Carlos: 4 stars, no group. */
const carlos: MemberSummary = { ...ana, name: 'Carlos Souza', impulsePoints: 212_400, impulsePercent: 3.5, impulseLeft: 337_600, orbiaPoints: 9_870, flGroupLeader: false, familiarGroup: null };

const banner: LoyaltyBanner = {
  weatherBulletin: {
    location: 'Rio Verde - GO',
    date: '2026-05-15T09:00:00.000Z',
    description: 'Pancadas de chuva à tarde',
    minTemperature: 17,
    maxTemperature: 29,
    precipitationChance: 60,
  },
};

/** Lots as read at NOW. */
const lots = (...entries: [expirationDate: string, pointsAmount: number][]): ExpiringState => ({
  lots: entries.map(([expirationDate, pointsAmount]): ExpiringPoints['lots'][number] => ({ expirationDate, pointsAmount })),
  readAt: NOW,
});
const noneExpiring = lots(['2026-09-01T03:00:00.000Z', 5_000]);

const ready = (member: MemberSummary, expiring: ExpiringState = noneExpiring, bulletin = banner): PointsDashboardState => ({
  status: 'ready',
  member,
  banner: bulletin,
  expiring,
});

function renderDashboard(state: PointsDashboardState, { locale = 'pt-BR', redeemHref = REDEEM_HREF }: { locale?: Locale; redeemHref?: string | null } = {}) {
  return renderWithProviders(<PointsDashboard redeemHref={redeemHref} state={state} />, { locale });
}

const dashboard = () => screen.getByRole('region', { name: 'Seus pontos Impulso' });
const card = (name: string) => screen.getByRole('article', { name });

describe('PointsDashboard', () => {
  it('keeps the skeleton\'s box: the banner and card placeholders have the final sizes', () => {
    const { container, unmount } = renderWithProviders(<DashboardLoading label="Carregando seus pontos…" />);
    const bannerShape = container.querySelector('span[aria-hidden]')!;
    const cardShapes = [...container.querySelectorAll('div[aria-hidden] > span')];
    expect(cardShapes).toHaveLength(4);
    const bannerHeight = declaredStyle(bannerShape, 'height');
    const cardHeight = declaredStyle(cardShapes[0]!, 'min-height');
    unmount();

    renderDashboard(ready(carlos));
    expect(declaredStyle(card('Seu nível'), 'min-height')).toBe(cardHeight);
    expect(declaredStyle(screen.getByText('Olá, Carlos').parentElement!.parentElement!, 'height')).toBe(bannerHeight);
  });

  it('error: the card replaces the dashboard, with the spec\'s title, and its button asks the server for the page again', async () => {
    renderDashboard({ status: 'error' });
    const alert = within(dashboard()).getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar as informações');
    expect(alert).toHaveTextContent('Tente novamente em instantes.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  describe('a family group\'s leader (Ana)', () => {
    it('shows the family banner with the group\'s name and her role in it', () => {
      renderDashboard(ready(ana));
      expect(dashboard()).toHaveTextContent('Grupo familiar');
      expect(screen.getByText('Família Ribeiro')).toBeInTheDocument();
      expect(screen.getByText('Você lidera este grupo e pode resgatar pontos por ele.')).toBeInTheDocument();
    });

    it('shows the group\'s stars in the family wording, the 5-star bar full', () => {
      renderDashboard(ready(ana));
      const level = card('Nível da família');
      expect(level).toHaveTextContent('5 estrelas');
      expect(level).toHaveTextContent('Sua contribuição: 320.000 pontos acumulados');
      expect(level).toHaveTextContent('Sua família chegou ao nível máximo');
      const bar = within(level).getByRole('progressbar', { name: 'Progresso até 5 estrelas' });
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(bar).toHaveAttribute('aria-valuetext', '5 de 5 estrelas');
    });

    it('links the balance to the page\'s redeem section', () => {
      renderDashboard(ready(ana));
      const balance = card('Pontos para resgatar');
      expect(balance).toHaveTextContent('48.500 pontos');
      const link = within(balance).getByRole('link', { name: 'Ver sugestões de resgate' });
      expect(link).toHaveAttribute('href', '#resgate');
      expect(link).not.toHaveAttribute('target');
    });
  });

  it('a group member who does not lead it (Lucas) sees the family wording with his own role', () => {
    renderDashboard(ready({ ...ana, name: 'Lucas Ribeiro', impulsePoints: 22_000, stars: 2, flGroupLeader: false, familiarGroup: { nmGroup: 'Família Ribeiro', starsGroup: 3 } }));
    expect(screen.getByText('Você faz parte deste grupo: seus pontos somam com os da família.')).toBeInTheDocument();
    const level = card('Nível da família');
    expect(level).toHaveTextContent('3 estrelas');
    expect(level).toHaveTextContent('Cada ponto seu ajuda a família a chegar a 4 estrelas');
    expect(within(card('Pontos para resgatar')).getByRole('link', { name: 'Ver sugestões de resgate' })).toHaveAttribute('href', '#resgate');
  });

  describe('a member outside any group (Carlos)', () => {
    it('greets him instead of a family banner', () => {
      renderDashboard(ready(carlos));
      expect(screen.getByText('Olá, Carlos')).toBeInTheDocument();
      expect(screen.queryByText('Grupo familiar')).not.toBeInTheDocument();
    });

    it('shows his own stars, the bar at his place between the thresholds, and what is left from the programme', () => {
      renderDashboard(ready(carlos));
      const level = card('Seu nível');
      expect(level).toHaveTextContent('4 estrelas');
      expect(level).toHaveTextContent('212.400 pontos acumulados');
      expect(level).toHaveTextContent('Faltam 337.600 pontos para 5 estrelas (3,5% do caminho)');
      // 4 stars sit at 3/4 of the bar; 12,400 of the 350,000 points between 200,000 and 550,000 add 0.9%.
      const bar = within(level).getByRole('progressbar');
      expect(bar).toHaveAttribute('aria-valuenow', '76');
      expect(bar).toHaveAttribute('aria-valuetext', '4 de 5 estrelas');
    });

    it('opens the programme\'s redeem page in a new tab, and says so to screen readers', () => {
      renderDashboard(ready(carlos));
      const balance = card('Pontos para resgatar');
      expect(balance).toHaveTextContent('9.870 pontos');
      const link = within(balance).getByRole('link', { name: 'Resgatar pontos (abre em uma nova aba)' });
      expect(link).toHaveAttribute('href', REDEEM_HREF);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('offers no redeem link when the programme\'s redeem page is not configured', () => {
      renderDashboard(ready(carlos), { redeemHref: null });
      expect(within(card('Pontos para resgatar')).queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('the expiring-points alert', () => {
    it('counts the points expiring today (São Paulo day), even when later ones also expire within 45 days', () => {
      renderDashboard(ready(carlos, lots(['2026-05-15T03:00:00.000Z', 1_200], ['2026-05-16T02:30:00.000Z', 800], ['2026-06-04T03:00:00.000Z', 4_000])));
      const alert = card('Pontos a vencer');
      expect(alert).toHaveTextContent('2.000 pontos vencem hoje');
      expect(alert).toHaveTextContent('Os pontos valem 3 anos a partir do acúmulo.');
    });

    it('with none today, totals those of the next 45 days and gives the days to the latest', () => {
      renderDashboard(ready(carlos, lots(['2026-05-27T03:00:00.000Z', 1_500], ['2026-06-22T03:00:00.000Z', 2_250], ['2026-07-01T03:00:00.000Z', 9_000])));
      expect(card('Pontos a vencer')).toHaveTextContent('3.750 pontos vencem nos próximos 38 dias');
    });

    it('says nothing expires in the next 45 days when nothing does, keeping its place', () => {
      renderDashboard(ready(carlos, noneExpiring));
      expect(card('Pontos a vencer')).toHaveTextContent('Nenhum ponto vence nos próximos 45 dias');
    });

    it('says it could not check when its call failed, while the rest of the dashboard shows', () => {
      renderDashboard(ready(carlos, 'failed'));
      expect(card('Pontos a vencer')).toHaveTextContent('Não foi possível verificar seus pontos a vencer agora.');
      expect(card('Pontos para resgatar')).toHaveTextContent('9.870 pontos');
    });
  });

  describe('the weather bulletin', () => {
    it('shows the region\'s bulletin of the banner call: place, day, sky, temperatures and chance of rain', () => {
      renderDashboard(ready(ana));
      const weather = card('Boletim do tempo');
      expect(weather).toHaveTextContent('Rio Verde - GO');
      expect(weather).toHaveTextContent('15/05/2026');
      expect(weather).toHaveTextContent('Pancadas de chuva à tarde');
      expect(weather).toHaveTextContent('Mín. 17 °C · Máx. 29 °C');
      expect(weather).toHaveTextContent('Chance de chuva: 60%');
    });

    it('says there is none when the programme has no bulletin for the region', () => {
      renderDashboard(ready(ana, noneExpiring, { weatherBulletin: null }));
      expect(card('Boletim do tempo')).toHaveTextContent('Ainda não há boletim do tempo para a sua região hoje.');
    });
  });

  it.each([
    ['es-AR', 'Tus puntos Impulso', 'Nivel de la familia', 'Puntos para canjear', '48.500 puntos'],
    ['en-US', 'Your Impulso points', 'Family level', 'Points to redeem', '48.500 points'],
  ] as const)('speaks %s (points keep the programme\'s Brazilian grouping)', (locale, heading, level, balance, points) => {
    renderDashboard(ready(ana), { locale });
    expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: level })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: balance })).toHaveTextContent(points);
  });
});
