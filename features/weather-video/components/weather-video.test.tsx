import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { delay, http, HttpResponse } from 'msw';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { Locale } from '@/lib/i18n/locales';
import type { PlaylistAnswer, Video } from '@/lib/youtube/contract';
import { mockViewport } from '@/tests/mock-viewport';
import { messagesByLocale } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { WeatherVideoRoot } from './weather-video-root.client';

const DAY_MS = 24 * 60 * 60 * 1000;
const LONG_TITLE = 'Centro-Oeste: início do período chuvoso libera o plantio da soja em Mato Grosso e Goiás hoje';
const LONG_DESCRIPTION = `${'Chuva regular no Centro-Oeste. '.repeat(6)}Fim.`;

const video = (id: string, title: string, daysAgo: number, description = 'Boletim da semana.'): Video => ({
  id,
  title,
  description,
  publishedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
  thumbnails: { maxres: `/images/weather-videos/${id}.svg` },
  duration: 'PT4M13S',
});

const playlists = { Sul: 'PLsul', Sudeste: 'PLsudeste', 'Centro-Oeste': 'PLco', Mapitoba: 'PLmapitoba', Nordeste: 'PLnordeste', Norte: 'PLnorte' };
const videosOf: Record<string, Video[]> = {
  PLco: [video('coVideo0001', LONG_TITLE, 0, LONG_DESCRIPTION), video('coVideo0002', 'Goiás: veranico à vista?', 3), video('coVideo0003', 'Balanço do mês', 9)],
  PLsul: [video('sulVideo001', 'Frente fria no Sul', 1), video('sulVideo002', 'Geada no Paraná', 2)],
  PLnorte: [],
  PLgallery: Array.from({ length: 12 }, (_, index) => video(`gallery${String(index).padStart(4, '0')}`, `Boletim ${index + 1}`, index + 1)),
};

/** Our playlist route as the browser reaches it (routes.test.ts holds it to its rules), with what was asked. */
function route() {
  const asked: string[] = [];
  server.use(
    http.get('/api/youtube/playlist-item/:playlistId', ({ params }) => {
      const id = String(params.playlistId);
      asked.push(id);
      const videos = videosOf[id];
      return videos ? HttpResponse.json<PlaylistAnswer>({ videos }) : HttpResponse.json({ error: 'upstream_error' }, { status: 502 });
    }),
  );
  return asked;
}

const intl = (locale: Locale) => ({ locale, timeZone: 'America/Sao_Paulo', messages: { WeatherVideo: messagesByLocale[locale].WeatherVideo } });
const renderPlayer = (locale: Locale = 'pt-BR') => render(<WeatherVideoRoot intl={intl(locale)} kind="player" playlists={playlists} />);
const renderGallery = (playlistId: string) => render(<WeatherVideoRoot intl={intl('pt-BR')} kind="gallery" playlistId={playlistId} emptyText="Nada por aqui." />);
const regionSelect = () => screen.getByRole('combobox', { name: 'Região' });
const title = () => screen.getByRole('heading', { level: 3 });

beforeEach(() => {
  resetBrowserQueryClient();
  document.cookie = 'user-region=; max-age=0; path=/';
  mockViewport(1280);
});

describe('weather video player, standard', () => {
  it('shows Centro-Oeste by default: poster and play button, no frame, today as Hoje, the duration', async () => {
    const asked = route();
    renderPlayer();
    expect(await screen.findByRole('button', { name: `Assistir: ${LONG_TITLE}` })).toBeInTheDocument();
    expect(regionSelect()).toHaveValue('Centro-Oeste');
    expect(asked).toEqual(['PLco']);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Hoje')).toBeInTheDocument();
    expect(screen.getByText('4:13')).toHaveAccessibleName('Duração 4:13');
    expect(screen.getByText('Vídeo 1 de 3')).toBeInTheDocument();
  });

  it('loads the youtube-nocookie player only when play is pressed, and focuses it', async () => {
    route();
    const user = userEvent.setup();
    renderPlayer();
    await user.click(await screen.findByRole('button', { name: /^Assistir:/ }));
    const frame = screen.getByTitle(`Vídeo do YouTube: ${LONG_TITLE}`);
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/coVideo0001?autoplay=1&rel=0');
    expect(frame).toHaveFocus();
  });

  it('wraps previous and next, back to the poster on each video; an older video shows its date', async () => {
    route();
    const user = userEvent.setup();
    renderPlayer();
    await screen.findByText('Vídeo 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Vídeo anterior' }));
    expect(title()).toHaveTextContent('Balanço do mês');
    expect(screen.getByText('Vídeo 3 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo vídeo' }));
    expect(screen.getByText('Vídeo 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Assistir:/ }));
    await user.click(screen.getByRole('button', { name: 'Próximo vídeo' }));
    expect(title()).toHaveTextContent('Goiás: veranico à vista?');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('Hoje')).not.toBeInTheDocument();
    expect(screen.getByRole('time')).toBeInTheDocument();
  });

  it('keeps the region in the user-region cookie and starts the new region at its first video', async () => {
    route();
    const user = userEvent.setup();
    renderPlayer();
    await screen.findByText('Vídeo 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Próximo vídeo' }));
    await user.selectOptions(regionSelect(), 'Sul');
    expect(document.cookie).toContain('user-region=Sul');
    expect(await screen.findByText('Vídeo 1 de 2')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Frente fria no Sul');
  });

  it('starts at the region the cookie holds', async () => {
    const asked = route();
    document.cookie = 'user-region=Sul; path=/';
    renderPlayer();
    expect(await screen.findByText('Frente fria no Sul')).toBeInTheDocument();
    expect(regionSelect()).toHaveValue('Sul');
    expect(asked).toEqual(['PLsul']);
  });

  it.each([
    [1280, 90, 93],
    [800, 90, 140],
    [500, 70, 140],
    [360, 45, 140],
  ])('at %i px cuts the title to %i and the description to %i characters, keeping the full text for screen readers', async (width, titleMax, descriptionMax) => {
    route();
    mockViewport(width);
    renderPlayer();
    await screen.findByText('Vídeo 1 de 3');
    const [shownTitle] = within(title()).getAllByText(/…$/);
    expect(Array.from(shownTitle!.textContent!)).toHaveLength(titleMax <= LONG_TITLE.length ? titleMax : LONG_TITLE.length);
    expect(title()).toHaveAccessibleName(LONG_TITLE);
    const shownDescription = screen.getAllByText(/…$/).find((element) => element.textContent!.startsWith('Chuva'));
    expect(Array.from(shownDescription!.textContent!)).toHaveLength(descriptionMax);
  });

  it('says Today in English', async () => {
    route();
    renderPlayer('en-US');
    expect(await screen.findByText('Today')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeInTheDocument();
  });
});

describe('weather video player, other states', () => {
  it('shows a skeleton of the final size while loading', async () => {
    server.use(http.get('/api/youtube/playlist-item/:playlistId', () => delay('infinite')));
    renderPlayer();
    expect(await screen.findByRole('status', { name: 'Carregando vídeos…' })).toBeInTheDocument();
  });

  it('says so for a region without videos', async () => {
    route();
    document.cookie = 'user-region=Norte; path=/';
    renderPlayer();
    expect(await screen.findByText('Ainda não há vídeos para esta região.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próximo vídeo' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    server.use(
      http.get('/api/youtube/playlist-item/:playlistId', () =>
        fail ? HttpResponse.json({ error: 'upstream_timeout' }, { status: 504 }) : HttpResponse.json<PlaylistAnswer>({ videos: videosOf.PLco! }),
      ),
    );
    const user = userEvent.setup();
    renderPlayer();
    expect(await screen.findByText('Não foi possível carregar os vídeos')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Vídeo 1 de 3')).toBeInTheDocument();
  });
});

describe('video gallery', () => {
  it('shows at most 10 videos and wraps from the last to the first', async () => {
    route();
    const user = userEvent.setup();
    renderGallery('PLgallery');
    expect(await screen.findByText('Vídeo 1 de 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vídeo anterior' }));
    expect(title()).toHaveTextContent('Boletim 10');
    await user.click(screen.getByRole('button', { name: 'Próximo vídeo' }));
    expect(title()).toHaveTextContent('Boletim 1');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the empty text, the error with retry, and a skeleton while loading', async () => {
    route();
    const empty = renderGallery('PLnorte');
    expect(await screen.findByText('Nada por aqui.')).toBeInTheDocument();
    empty.unmount();
    const failed = renderGallery('PLunknown');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    failed.unmount();
    server.use(http.get('/api/youtube/playlist-item/:playlistId', () => delay('infinite')));
    renderGallery('PLslow');
    expect(await screen.findByRole('status', { name: 'Carregando vídeos…' })).toBeInTheDocument();
  });
});

describe("the server's read of a playlist", () => {
  const initialOf = (playlistId: string, readAt = Date.now()) => ({ playlistId, videos: videosOf[playlistId]!, readAt });

  it("puts the default region's first video in the server's markup, the select at Centro-Oeste and disabled", () => {
    const asked = route();
    const html = renderToString(<WeatherVideoRoot intl={intl('pt-BR')} kind="player" playlists={playlists} initial={initialOf('PLco')} />);
    const markup = document.createElement('div');
    markup.innerHTML = html;
    expect(markup.querySelector('img')).toHaveAttribute('src', '/images/weather-videos/coVideo0001.svg');
    expect(markup.querySelector('h3')).toHaveTextContent('Centro-Oeste: início do período chuvoso');
    expect(markup.querySelector('select')).toBeDisabled();
    expect(markup.querySelector('select')).toHaveValue('Centro-Oeste');
    expect(markup.querySelector('[role="status"]')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows that read at once in the browser, asking nothing while it is fresh', () => {
    const asked = route();
    render(<WeatherVideoRoot intl={intl('pt-BR')} kind="player" playlists={playlists} initial={initialOf('PLco')} />);
    expect(screen.getByText('Vídeo 1 de 3')).toBeInTheDocument();
    expect(regionSelect()).toBeEnabled();
    expect(asked).toEqual([]);
  });

  it('asks again for a read older than five minutes, showing it meanwhile', async () => {
    const asked = route();
    render(<WeatherVideoRoot intl={intl('pt-BR')} kind="player" playlists={playlists} initial={initialOf('PLco', Date.now() - 6 * 60_000)} />);
    expect(screen.getByText('Vídeo 1 de 3')).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toEqual(['PLco']));
  });

  it("shows the visitor's own region when the cookie holds another, asked in the browser", async () => {
    const asked = route();
    document.cookie = 'user-region=Sul; path=/';
    render(<WeatherVideoRoot intl={intl('pt-BR')} kind="player" playlists={playlists} initial={initialOf('PLco')} />);
    expect(await screen.findByText('Frente fria no Sul')).toBeInTheDocument();
    expect(asked).toEqual(['PLsul']);
  });

  it("gives the gallery its playlist from the server's read", () => {
    const asked = route();
    render(<WeatherVideoRoot intl={intl('pt-BR')} kind="gallery" playlistId="PLgallery" emptyText="Nada por aqui." initial={initialOf('PLgallery')} />);
    expect(screen.getByText('Vídeo 1 de 10')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
