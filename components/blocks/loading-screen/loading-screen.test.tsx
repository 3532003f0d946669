import { act, screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { LoadingScreen } from './loading-screen';
import { SUBTITLE_ROTATION_MS } from './loading-screen-view.client';
import { loadingScreenSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const subtitles = ['Consultando a previsão do tempo', 'Calculando seus pontos Impulso', 'Separando as ofertas da safra'];
const shown = () => screen.getAllByText(/./, { selector: 'p[aria-hidden="false"]' }).map((node) => node.textContent);

describe('LoadingScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a labelled progress indicator and announces only the title', async () => {
    renderWithProviders(await LoadingScreen({ props: loadingScreenSchema.parse({ title: 'Preparando sua página', subtitles }), context: makeContext() }));
    expect(screen.getByRole('progressbar', { name: 'Carregando conteúdo' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Preparando sua página');
    expect(status).not.toHaveTextContent(subtitles[0]!);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.querySelectorAll('[aria-live]:not([aria-live="off"])')).toHaveLength(0);
  });

  it('rotates the subtitle every 5 s and wraps around', async () => {
    vi.useFakeTimers();
    expect(SUBTITLE_ROTATION_MS).toBe(5000);
    renderWithProviders(await LoadingScreen({ props: loadingScreenSchema.parse({ subtitles }), context: makeContext() }));
    expect(shown()).toEqual([subtitles[0]]);
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toEqual([subtitles[0]]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([subtitles[1]]);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual([subtitles[2]]);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual([subtitles[0]]);
  });

  it('keeps every subtitle in the page so the box never changes height', async () => {
    renderWithProviders(await LoadingScreen({ props: loadingScreenSchema.parse({ subtitles }), context: makeContext() }));
    for (const subtitle of subtitles) expect(screen.getByText(subtitle)).toBeInTheDocument();
  });

  it('does not rotate a single subtitle and shows none without subtitles, with the locale title', async () => {
    vi.useFakeTimers();
    const { unmount } = renderWithProviders(
      await LoadingScreen({ props: loadingScreenSchema.parse({ subtitles: ['Quase lá'] }), context: makeContext() }),
    );
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(shown()).toEqual(['Quase lá']);
    unmount();
    renderWithProviders(await LoadingScreen({ props: loadingScreenSchema.parse({}), context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.getByRole('progressbar', { name: 'Cargando contenido' })).toBeInTheDocument();
    expect(document.querySelectorAll('p[aria-hidden]')).toHaveLength(0);
  });

  it('stops rotating when it leaves the page', async () => {
    vi.useFakeTimers();
    const { unmount } = renderWithProviders(await LoadingScreen({ props: loadingScreenSchema.parse({ subtitles }), context: makeContext() }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses blank subtitles', () => {
    expect(loadingScreenSchema.safeParse({ subtitles: ['ok', ' '] }).success).toBe(false);
  });
});
