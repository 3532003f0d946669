import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@/lib/i18n/locales';
import { interestsSchema, type ContentsForYou, type Interests } from '@/lib/loyalty/contract';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { chosenInterests, topicsToShow } from '../../logic/topics';
import { EditInterests } from './edit-interests.client';
import { Topics } from './topics';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const ANA = '12345678909';

const failure = () => HttpResponse.json({ error: 'upstream_unavailable', message: 'The programme failed.' }, { status: 502 });

interface Overrides {
  themes?: () => Response | undefined;
  save?: () => Response | undefined;
}

/**
 * The interests sheet's routes as the browser reaches them, answered for Ana by the programme's
 * sandbox (the routes themselves are tested in app/api/loyalty); `saved` records each PUT's body.
 */
function sheetRoutes(overrides: Overrides = {}) {
  const saved: unknown[] = [];
  server.use(
    http.get('/api/loyalty/contents-for-you/themes', async () => overrides.themes?.() ?? HttpResponse.json(await loyalty.interestThemes())),
    http.put('/api/loyalty/contents-for-you/interests', async ({ request }) => {
      const body: unknown = await request.json();
      saved.push(body);
      const refused = overrides.save?.();
      if (refused) return refused;
      const interests = interestsSchema.safeParse(body);
      if (!interests.success) return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
      await loyalty.saveInterests(ANA, interests.data);
      return HttpResponse.json({ interests: interests.data });
    }),
  );
  return saved;
}

/** The widget as the server renders it for Ana's contents (changed by `contents`), as the block does. */
async function topicsFor(locale: Locale = 'pt-BR', contents: (answer: ContentsForYou) => ContentsForYou = (answer) => answer) {
  const data = contents(await loyalty.contentsForYou(ANA));
  const sheetIntl = { locale, timeZone: 'America/Sao_Paulo', messages: { LoyaltyTopics: messagesByLocale[locale].LoyaltyTopics } };
  return <Topics heading="Conteúdos para você" topics={topicsToShow(data)!} interests={chosenInterests(data.interests)} sheetIntl={sheetIntl} />;
}

const renderTopics = async (locale: Locale = 'pt-BR') => renderWithProviders(await topicsFor(locale), { locale });
const section = () => screen.getByRole('region', { name: 'Conteúdos para você' });
const cards = () => within(section()).getAllByRole('listitem');
const box = (name: string) => screen.getByRole('checkbox', { name });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Editar interesses' }));
  const sheet = await screen.findByRole('dialog', { name: 'Seus interesses' });
  await within(sheet).findByRole('group', { name: 'Culturas' });
  return sheet;
}

describe('Topics', () => {
  beforeEach(async () => {
    refresh.mockReset();
    await sandbox.reset();
  });

  it('shows the articles, each with its theme’s overline, title as a link, summary and date', async () => {
    await renderTopics();
    expect(cards()).toHaveLength(4);
    expect(cards().map((card) => card.querySelector('p')!.textContent)).toEqual(['MERCADO', 'CLIMA', 'TECNOLOGIA', 'MILHO']);
    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Preço da soja sobe com demanda chinesa' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Preço da soja sobe com demanda chinesa' })).toHaveAttribute('href', '/sandbox/loyalty/conteudos/preco-da-soja-sobe-com-demanda-chinesa');
    expect(first).toHaveTextContent('O que a alta do grão significa para a comercialização da safra.');
    const time = first.querySelector('time')!;
    expect(time.textContent).toMatch(/^\d{1,2} de [a-z]{3}\.? de \d{4}$/);
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByText('Crédito de carbono no campo')).not.toBeInTheDocument();
  });

  it('names an article whose tags the map does not know "BLOG DO AGRO"', async () => {
    renderWithProviders(await topicsFor('pt-BR', (answer) => ({ ...answer, contents: answer.contents.filter((item) => item.tags.includes('curiosidades')) })));
    expect(screen.getByRole('heading', { level: 3, name: 'Cinco curiosidades sobre o algodão brasileiro' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.querySelector('p')).toHaveTextContent('BLOG DO AGRO');
  });

  it('its "Editar interesses" is disabled in the server’s HTML: a click before hydration would open nothing', async () => {
    const html = renderToString(
      <EditInterests label="Editar interesses" savedMessage="Seus interesses foram salvos." interests={{ cultures: ['soja'], regions: [], editorials: [] }} intl={{ locale: 'pt-BR', timeZone: 'America/Sao_Paulo', messages: {} }} classes={{ status: '', button: '' }} />,
    );
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Editar interesses</);
  });

  it('opens the interests sheet with the saved themes ticked, refuses none, saves a choice, closes and refreshes the page', async () => {
    const user = userEvent.setup();
    const saved = sheetRoutes();
    await renderTopics();
    const opener = screen.getByRole('button', { name: 'Editar interesses' });
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
    // The articles follow the interests: the server renders them again.
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await loyalty.contentsForYou(ANA)).toMatchObject({ interests: { cultures: [], regions: ['sul'], editorials: [] } });

    // Before the refreshed page arrives, the sheet opens on the choice just saved.
    await openSheet(user);
    expect(box('Sul')).toBeChecked();
    expect(box('Soja')).not.toBeChecked();
  });

  it('keeps the status and the focus when the refreshed page arrives, and the sheet then opens on the server’s interests', async () => {
    const user = userEvent.setup();
    sheetRoutes();
    const { rerender } = await renderTopics();
    const opener = screen.getByRole('button', { name: 'Editar interesses' });
    const sheet = await openSheet(user);
    await user.click(box('Café'));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // What router.refresh() brings: the server's render of the block over the saved interests.
    await act(async () => rerender(await topicsFor()));
    expect(within(section()).getByRole('status')).toHaveTextContent('Seus interesses foram salvos.');
    expect(screen.getByRole('button', { name: 'Editar interesses' })).toBe(opener);
    expect(opener).toHaveFocus();
    await openSheet(user);
    expect(box('Café')).toBeChecked();
    expect(box('Soja')).toBeChecked();
  });

  it('keeps the choice and the sheet open when saving fails, and saves it on the next try', async () => {
    const user = userEvent.setup();
    let failing = true;
    const saved = sheetRoutes({ save: () => (failing ? failure() : undefined) });
    await renderTopics();
    const sheet = await openSheet(user);
    await user.click(box('Café'));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    expect(await within(sheet).findByText(/Não foi possível salvar seus interesses/)).toBeInTheDocument();
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Suas escolhas continuam aqui');
    expect(box('Café')).toBeChecked();
    expect(box('Soja')).toBeChecked();
    expect(refresh).not.toHaveBeenCalled();

    failing = false;
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(2);
    expect((saved[1] as Interests).cultures).toEqual(['soja', 'milho', 'cafe']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says when the themes cannot be loaded, and loads them on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    sheetRoutes({ themes: () => (failing ? failure() : undefined) });
    await renderTopics();
    await user.click(screen.getByRole('button', { name: 'Editar interesses' }));
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
    sheetRoutes();
    await renderTopics(locale);
    await user.click(screen.getByRole('button', { name: edit }));
    const sheet = await screen.findByRole('dialog', { name: title });
    await within(sheet).findByRole('group', { name: cultures });
    for (const checked of within(sheet).getAllByRole('checkbox', { checked: true })) await user.click(checked);
    await user.click(within(sheet).getByRole('button', { name: save }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(atLeastOne);
  });
});
