import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { Locale } from '@/lib/i18n/locales';
import { getCourse } from '@/lib/upstreams/courses/client';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { CoursePlayer } from './course-player';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

/** 4 units. */
const SLUG = 'ferrugem-asiatica-da-soja';
const PROGRESS = `/api/courses/${SLUG}/progress`;

async function renderPlayer(unit: number, locale: Locale = 'pt-BR') {
  const course = (await getCourse('pt-BR', SLUG))!;
  return renderWithProviders(<>{await CoursePlayer({ locale, course, unit })}</>, { locale });
}

const signedIn = () =>
  server.use(http.get('/api/account/session', () => HttpResponse.json({ isLoggedIn: true, user: { email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', isEleva: false } })));
const signedOut = () => server.use(http.get('/api/account/session', () => HttpResponse.json({ isLoggedIn: false })));

/** The progress routes over a stored list of completed units; `calls` records what the player asked. */
function progressRoutes(stored: number[], { failReads = 0 }: { failReads?: number } = {}) {
  const calls: string[] = [];
  let failures = failReads;
  server.use(
    http.get(PROGRESS, ({ request }) => {
      calls.push(`GET ${new URL(request.url).search}`);
      if (failures-- > 0) return HttpResponse.json({ error: 'upstream_error', message: 'The courses service failed.' }, { status: 502 });
      return HttpResponse.json({ completed: stored, unitCount: 4 });
    }),
    http.put(PROGRESS, async ({ request }) => {
      const body = (await request.json()) as { locale: string; unit: number };
      calls.push(`PUT ${JSON.stringify(body)}`);
      stored = [...new Set([...stored, body.unit])].sort();
      return HttpResponse.json({ completed: stored, unitCount: 4 });
    }),
  );
  return calls;
}

const banner = () => screen.getByRole('region', { name: 'Progresso no curso' });
const modules = () => within(screen.getByRole('complementary', { name: 'Módulos do curso' })).getAllByRole('link');
const unitNavigation = () => screen.getByRole('navigation', { name: 'Navegação entre unidades' });

describe('CoursePlayer, signed in', () => {
  it('completes the first unit on a first visit and shows 1 of 4 with its percent; back is disabled', async () => {
    signedIn();
    const calls = progressRoutes([]);
    await renderPlayer(0);
    await waitFor(() => expect(within(banner()).getByRole('status')).toHaveTextContent('1 de 4 unidades concluídas (25%)'));
    expect(calls).toEqual(['GET ?locale=pt-BR', 'PUT {"locale":"pt-BR","unit":0}']);
    expect(within(banner()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Progresso no curso' })).toHaveAttribute('aria-valuetext', '25%');
    expect(screen.getByRole('heading', { level: 1, name: 'Ferrugem-asiática da soja' })).toBeInTheDocument();
    expect(screen.getByText('Unidade 1 de 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sintomas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Folha de soja com lesões castanhas de ferrugem-asiática' })).toHaveAttribute('src', '/images/soy-leaf-rust.svg');
    expect(within(unitNavigation()).getByRole('link', { name: 'Unidade anterior' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(unitNavigation()).getByRole('link', { name: 'Unidade anterior' })).not.toHaveAttribute('href');
    expect(within(unitNavigation()).getByRole('link', { name: 'Próxima unidade' })).toHaveAttribute('href', `/pt-BR/cursos/${SLUG}/2`);
  });

  it('numbers the modules, marks the current one and the completed ones, and writes nothing for a unit already completed', async () => {
    signedIn();
    const calls = progressRoutes([0, 1]);
    await renderPlayer(1);
    await waitFor(() => expect(within(banner()).getByRole('status')).toHaveTextContent('2 de 4 unidades concluídas (50%)'));
    expect(calls).toEqual(['GET ?locale=pt-BR']);
    expect(modules().map((link) => link.textContent)).toEqual(['1Sintomas (concluída)', '2Condições favoráveis (concluída)', '3Programa de fungicidas', '4Vazio sanitário da soja']);
    expect(modules()[1]).toHaveAttribute('aria-current', 'step');
    expect(modules()[0]).not.toHaveAttribute('aria-current');
    expect(modules()[0]).toHaveAttribute('href', `/pt-BR/cursos/${SLUG}`);
    expect(modules()[3]).toHaveAttribute('href', `/pt-BR/cursos/${SLUG}/4`);
    expect(within(unitNavigation()).getByRole('link', { name: 'Unidade anterior' })).toHaveAttribute('href', `/pt-BR/cursos/${SLUG}`);
    expect(within(unitNavigation()).getByRole('link', { name: 'Próxima unidade' })).toHaveAttribute('href', `/pt-BR/cursos/${SLUG}/3`);
  });

  it('disables forward at the last unit, and reaches 100% there', async () => {
    signedIn();
    progressRoutes([0, 1, 2]);
    await renderPlayer(3);
    await waitFor(() => expect(within(banner()).getByRole('status')).toHaveTextContent('4 de 4 unidades concluídas (100%)'));
    expect(within(unitNavigation()).getByRole('link', { name: 'Próxima unidade' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(unitNavigation()).getByRole('link', { name: 'Próxima unidade' })).not.toHaveAttribute('href');
    expect(within(unitNavigation()).getByRole('link', { name: 'Unidade anterior' })).toHaveAttribute('href', `/pt-BR/cursos/${SLUG}/3`);
  });

  it('says the progress could not be loaded, and tries again on retry', async () => {
    signedIn();
    const calls = progressRoutes([0], { failReads: 1 });
    const user = userEvent.setup();
    await renderPlayer(0);
    expect(await within(banner()).findByRole('alert')).toHaveTextContent('Não foi possível carregar o seu progresso.');
    // The unit is still there to read.
    expect(screen.getByRole('heading', { level: 2, name: 'Sintomas' })).toBeInTheDocument();
    await user.click(within(banner()).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(banner()).getByRole('status')).toHaveTextContent('1 de 4 unidades concluídas (25%)'));
    expect(calls).toEqual(['GET ?locale=pt-BR', 'GET ?locale=pt-BR']);
  });

  it('shows a banner of the same frame while it asks', async () => {
    server.use(http.get('/api/account/session', () => delay('infinite')));
    await renderPlayer(0);
    expect(within(banner()).getByRole('status')).toHaveTextContent('Carregando o seu progresso');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('CoursePlayer, signed out', () => {
  it('lets the visitor read and move on, and offers to sign in to keep the progress, saving nothing', async () => {
    signedOut();
    const calls = progressRoutes([]);
    await renderPlayer(1);
    expect(await within(banner()).findByText('Entre na sua conta para salvar o seu progresso neste curso.')).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', `/pt-BR/login?redirectUrl=${encodeURIComponent(`/pt-BR/cursos/${SLUG}/2`)}`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(modules().map((link) => link.textContent)).toEqual(['1Sintomas', '2Condições favoráveis', '3Programa de fungicidas', '4Vazio sanitário da soja']);
    expect(within(unitNavigation()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/pt-BR/cursos/${SLUG}`, `/pt-BR/cursos/${SLUG}/3`]);
    expect(calls).toEqual([]);
  });

  it('speaks the page’s language', async () => {
    signedOut();
    await renderPlayer(0, 'en-US');
    expect(await within(screen.getByRole('region', { name: 'Course progress' })).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/en-US/courses');
    expect(screen.getByText('Unit 1 of 4')).toBeInTheDocument();
  });
});
