import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@/lib/i18n/locales';
import { interestsSchema, type ContentsForYou, type Interests } from '@/lib/loyalty/contract';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { useContentsForYou } from '../../api/use-contents-for-you';
import { Topics } from './topics.client';

const ANA = '12345678909';
const CARLOS = '98765432100';

const failure = () => HttpResponse.json({ error: 'upstream_unavailable', message: 'The programme failed.' }, { status: 502 });

interface Overrides {
  contents?: (answer: ContentsForYou) => ContentsForYou | Response;
  themes?: () => Response | undefined;
  save?: () => Response | undefined;
}

/**
 * Our routes as the browser reaches them, answered for `document` by the programme's sandbox (the
 * routes themselves are tested in app/api/loyalty); `saved` records each PUT's body.
 */
function programme(document: string, overrides: Overrides = {}) {
  const saved: unknown[] = [];
  server.use(
    http.get('/api/loyalty/contents-for-you', async () => {
      const answer = await loyalty.contentsForYou(document);
      const changed = overrides.contents ? overrides.contents(answer) : answer;
      return changed instanceof Response ? changed : HttpResponse.json(changed);
    }),
    http.get('/api/loyalty/contents-for-you/themes', async () => overrides.themes?.() ?? HttpResponse.json(await loyalty.interestThemes())),
    http.put('/api/loyalty/contents-for-you/interests', async ({ request }) => {
      const body: unknown = await request.json();
      saved.push(body);
      const refused = overrides.save?.();
      if (refused) return refused;
      const interests = interestsSchema.safeParse(body);
      if (!interests.success) return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
      await loyalty.saveInterests(document, interests.data);
      return HttpResponse.json({ interests: interests.data });
    }),
  );
  return saved;
}

/** Shows once the contents' query (the one Topics reads) has its answer or its failure. */
function Settled() {
  return useContentsForYou().isPending ? null : <p>settled</p>;
}

const renderTopics = (locale: Locale = 'pt-BR') => renderWithProviders(<Topics heading="Conteúdos para você" />, { locale });
const section = () => screen.getByRole('region', { name: 'Conteúdos para você' });
const cards = () => within(section()).getAllByRole('listitem');
const box = (name: string) => screen.getByRole('checkbox', { name });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Editar interesses' }));
  const sheet = await screen.findByRole('dialog', { name: 'Seus interesses' });
  await within(sheet).findByRole('group', { name: 'Culturas' });
  return sheet;
}

describe('Topics', () => {
  beforeEach(() => sandbox.reset());

  it('shows at most 4 articles, each with its theme’s overline, title as a link, summary and date', async () => {
    programme(ANA);
    renderTopics();
    await screen.findByRole('heading', { level: 3, name: 'Preço da soja sobe com demanda chinesa' });
    expect(cards()).toHaveLength(4);
    expect(cards().map((card) => card.querySelector('p')!.textContent)).toEqual(['MERCADO', 'CLIMA', 'TECNOLOGIA', 'MILHO']);
    const first = cards()[0]!;
    expect(within(first).getByRole('link', { name: 'Preço da soja sobe com demanda chinesa' })).toHaveAttribute('href', '/pt-BR/blog/preco-da-soja-sobe-com-demanda-chinesa');
    expect(first).toHaveTextContent('O que a alta do grão significa para a comercialização da safra.');
    const time = first.querySelector('time')!;
    expect(time.textContent).toMatch(/^\d{1,2} de [a-z]{3}\.? de \d{4}$/);
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByText('Crédito de carbono no campo')).not.toBeInTheDocument();
  });

  it('names an article whose tags the map does not know "BLOG DO AGRO"', async () => {
    programme(ANA, { contents: (answer) => ({ ...answer, contents: answer.contents.filter((item) => item.tags.includes('curiosidades')) }) });
    renderTopics();
    await screen.findByRole('heading', { level: 3, name: 'Cinco curiosidades sobre o algodão brasileiro' });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.querySelector('p')).toHaveTextContent('BLOG DO AGRO');
  });

  it.each([
    ['the interests are a list (never chosen)', CARLOS, undefined],
    ['there are no articles', ANA, (answer: ContentsForYou) => ({ ...answer, contents: [] })],
    ['the contents cannot be read', ANA, () => failure()],
  ] as const)('shows nothing when %s', async (_, document, contents) => {
    programme(document, contents && { contents });
    renderWithProviders(
      <>
        <Topics heading="Conteúdos para você" />
        <Settled />
      </>,
    );
    await screen.findByText('settled');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the interests sheet with the saved themes ticked, refuses none, saves a choice and closes', async () => {
    const user = userEvent.setup();
    const saved = programme(ANA);
    renderTopics();
    const opener = await screen.findByRole('button', { name: 'Editar interesses' });
    const sheet = await openSheet(user);
    expect(within(sheet).getByRole('group', { name: 'Regiões' })).toBeInTheDocument();
    expect(within(sheet).getByRole('group', { name: 'Editorias' })).toBeInTheDocument();
    for (const name of ['Soja', 'Milho', 'Centro-Oeste', 'Mercado', 'Clima']) expect(box(name)).toBeChecked();
    expect(box('Café')).not.toBeChecked();

    for (const name of ['Soja', 'Milho', 'Centro-Oeste', 'Mercado', 'Clima']) await user.click(box(name));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Selecione ao menos 1 item da lista abaixo');
    expect(saved).toEqual([]);

    await user.click(box('Sul'));
    expect(within(sheet).getByRole('alert')).toBeEmptyDOMElement();
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([{ cultures: [], regions: ['sul'], editorials: [] }]);
    expect(within(section()).getByRole('status')).toHaveTextContent('Seus interesses foram salvos.');
    expect(opener).toHaveFocus();
    // The programme has the choice: the sheet opens on it.
    expect(await loyalty.contentsForYou(ANA)).toMatchObject({ interests: { cultures: [], regions: ['sul'], editorials: [] } });
    await openSheet(user);
    expect(box('Sul')).toBeChecked();
    expect(box('Soja')).not.toBeChecked();
  });

  it('keeps the choice and the sheet open when saving fails, and saves it on the next try', async () => {
    const user = userEvent.setup();
    let failing = true;
    const saved = programme(ANA, { save: () => (failing ? failure() : undefined) });
    renderTopics();
    const sheet = await openSheet(user);
    await user.click(box('Café'));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    expect(await within(sheet).findByText(/Não foi possível salvar seus interesses/)).toBeInTheDocument();
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Suas escolhas continuam aqui');
    expect(box('Café')).toBeChecked();
    expect(box('Soja')).toBeChecked();

    failing = false;
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(2);
    expect((saved[1] as Interests).cultures).toEqual(['soja', 'milho', 'cafe']);
  });

  it('says when the themes cannot be loaded, and loads them on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    programme(ANA, { themes: () => (failing ? failure() : undefined) });
    renderTopics();
    await user.click(await screen.findByRole('button', { name: 'Editar interesses' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seus interesses' });
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os temas.');
    expect(within(sheet).queryByRole('button', { name: 'Salvar interesses' })).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(sheet).findByRole('checkbox', { name: 'Soja' })).toBeChecked();
  });

  it.each([
    ['es-AR', 'Editar intereses', 'Tus intereses', 'Cultivos', 'Guardar intereses', 'Seleccioná al menos 1 ítem de la lista de abajo'],
    ['en-US', 'Edit interests', 'Your interests', 'Crops', 'Save interests', 'Select at least 1 item from the list below'],
  ] as const)('speaks %s', async (locale, edit, title, cultures, save, atLeastOne) => {
    const user = userEvent.setup();
    programme(ANA);
    renderTopics(locale);
    await user.click(await screen.findByRole('button', { name: edit }));
    const sheet = await screen.findByRole('dialog', { name: title });
    await within(sheet).findByRole('group', { name: cultures });
    for (const checked of within(sheet).getAllByRole('checkbox', { checked: true })) await user.click(checked);
    await user.click(within(sheet).getByRole('button', { name: save }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(atLeastOne);
  });
});
