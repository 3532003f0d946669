import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { VideoGalleryBlock, WeatherVideoPlayerBlock } from './components/weather-video-blocks';
import { videoGallerySchema, weatherVideoPlayerSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const playlists = { Sul: 'PLa', Sudeste: 'PLb', 'Centro-Oeste': 'PLc', Mapitoba: 'PLd', Nordeste: 'PLe', Norte: 'PLf' };
const context = makeContext({ locale: 'pt-BR', page: makePage({ locale: 'pt-BR', path: '/ferramentas/previsao-do-tempo-em-video' }) });

describe('the blocks’ props', () => {
  it('take a playlist for every region, and one for the gallery', () => {
    expect(weatherVideoPlayerSchema.parse({ playlists })).toEqual({ playlists });
    expect(videoGallerySchema.parse({ playlistId: 'PLc', heading: ' Vídeos ' })).toEqual({ playlistId: 'PLc', heading: 'Vídeos' });
  });

  it.each([
    [{ playlists: { ...playlists, Norte: undefined } }],
    [{ playlists: { ...playlists, Sul: '../videos' } }],
    [{ playlists, heading: ' ' }],
  ])('refuse %j', (input) => expect(weatherVideoPlayerSchema.safeParse(input).success).toBe(false));

  it('refuses a gallery without a playlist', () => expect(videoGallerySchema.safeParse({}).success).toBe(false));
});

describe('the blocks', () => {
  it('name their sections by the heading, the default one when the editor gave none', async () => {
    server.use(http.get('/api/youtube/playlist-item/:playlistId', () => HttpResponse.json({ videos: [] })));
    renderWithProviders(
      <>
        {await WeatherVideoPlayerBlock({ props: { playlists }, context, nodeId: 'player' })}
        {await VideoGalleryBlock({ props: { playlistId: 'PLc', heading: 'Boletins' }, context, nodeId: 'galeria' })}
      </>,
    );
    expect(screen.getByRole('region', { name: 'Previsão do tempo em vídeo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Boletins' })).toBeInTheDocument();
    expect(await screen.findByText('Ainda não há vídeos nesta galeria.')).toBeInTheDocument();
  });
});
