import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { courseGallerySchema } from '../schema';
import { CourseGallery } from './course-gallery';
import { CourseGallerySkeleton } from './course-gallery-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

beforeEach(() => sandbox.reset());

async function renderGallery(input: Record<string, unknown> = {}, locale: Locale = 'pt-BR') {
  const context = makeContext({ locale, page: makePage({ locale, path: '/cursos' }) });
  const ui = await CourseGallery({ props: courseGallerySchema.parse(input), context, nodeId: 'cursos' });
  return renderWithProviders(<>{ui}</>, { locale });
}

const courseList = () => screen.getByRole('list', { name: 'Cursos de agronomia' });
const shownTitles = () => within(courseList()).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('CourseGallery, standard', () => {
  it('shows the first 8 courses as cards: image, category, title linking to the course, units', async () => {
    await renderGallery({ text: 'Aprenda no seu ritmo.' });
    expect(screen.getByRole('region', { name: 'Cursos de agronomia' })).toBeInTheDocument();
    expect(screen.getByText('Aprenda no seu ritmo.')).toBeInTheDocument();
    expect(shownTitles()).toHaveLength(8);
    const first = within(courseList()).getAllByRole('article')[0]!;
    expect(within(first).getByRole('img', { name: 'Espigas de milho maduras na lavoura' })).toHaveAttribute('src', '/images/courses/corn.svg');
    expect(within(first).getByText('Milho')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Milho safrinha: do plantio à colheita' })).toHaveAttribute(
      'href',
      '/pt-BR/cursos/milho-safrinha-do-plantio-a-colheita',
    );
    expect(within(first).getByText('5 unidades')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('8 de 21 cursos');
  });

  it("loads the first card's image at once and first (the page's largest paint on a phone), the others as they scroll in", async () => {
    await renderGallery();
    const [firstImage, ...others] = within(courseList()).getAllByRole('img');
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(others).toHaveLength(7);
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows 8 more per click, moves the focus to the first new card, and drops the button at the end', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Mostrar mais cursos' }));
    expect(shownTitles()).toHaveLength(16);
    expect(screen.getByRole('status')).toHaveTextContent('16 de 21 cursos');
    await waitFor(() => expect(within(courseList()).getAllByRole('link')[8]).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Mostrar mais cursos' }));
    expect(shownTitles()).toHaveLength(21);
    expect(screen.getByRole('status')).toHaveTextContent('21 de 21 cursos');
    expect(screen.queryByRole('button', { name: 'Mostrar mais cursos' })).not.toBeInTheDocument();
  });

  it('takes the heading the editor gave', async () => {
    await renderGallery({ heading: 'Aprenda com a Terralis' });
    expect(screen.getByRole('heading', { level: 2, name: 'Aprenda com a Terralis' })).toBeInTheDocument();
  });

  it("shows the locale's own courses in its language, and one click shows the ninth", async () => {
    const user = userEvent.setup();
    await renderGallery({}, 'es-AR');
    const list = screen.getByRole('list', { name: 'Cursos de agronomía' });
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByText('Maíz')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Maíz tardío: claves del manejo' })).toHaveAttribute('href', '/es-AR/cursos/maiz-tardio');
    expect(within(first).getByText('3 unidades')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar más cursos' }));
    expect(within(list).getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('9 de 9 cursos');
    expect(screen.queryByRole('button', { name: 'Mostrar más cursos' })).not.toBeInTheDocument();
  });
});

describe('CourseGallery, other states', () => {
  it('is empty, without a list or a button, when the service has no courses for the locale', async () => {
    // The sandbox always has courses: a service of our own here.
    const sandboxUrl = env.courses.baseUrl;
    env.courses.baseUrl = 'https://courses.example';
    server.use(http.get('https://courses.example/v1/courses', () => HttpResponse.json({ courses: [] })));
    await renderGallery({}, 'en-US').finally(() => {
      env.courses.baseUrl = sandboxUrl;
    });
    expect(screen.getByRole('region', { name: 'Agronomy courses' })).toBeInTheDocument();
    expect(screen.getByText('There are no courses yet. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the courses could not be loaded when the service fails, with a link that loads the page again', async () => {
    await sandbox.fault({ path: '/courses/v1/courses', status: 503, times: 0 });
    await renderGallery();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os cursos');
    expect(within(alert).getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/pt-BR/cursos');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has a skeleton of 8 card shapes under the heading while it loads', async () => {
    const context = makeContext({ locale: 'pt-BR', page: makePage({ locale: 'pt-BR', path: '/cursos' }) });
    renderWithProviders(<>{await CourseGallerySkeleton({ props: {}, context, nodeId: 'cursos' })}</>);
    expect(screen.getByRole('heading', { level: 2, name: 'Cursos de agronomia' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando os cursos');
    expect(screen.getByRole('status').querySelectorAll('li')).toHaveLength(8);
  });
});
