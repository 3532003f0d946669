import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { SearchResult } from '@/lib/search/contract';
import { messagesByLocale } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { SearchOpener } from './search-opener.client';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const result = (index: number, type: SearchResult['type'] = 'product'): SearchResult => ({
  type,
  id: `id-${index}`,
  title: `Milho ${index}`,
  navigationPath: `/pt-BR/d/milho-${index}`,
});

/** `/api/search` as the browser reaches it: `answer(q)` per query; every request's query and signal kept. */
function searchRoute(answer: (q: string) => Response | Promise<Response>) {
  const requests: { q: string; signal: AbortSignal }[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      requests.push({ q, signal: request.signal });
      return answer(q);
    }),
  );
  return requests;
}

function renderOpener(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  const intl = { locale, timeZone: 'UTC', messages: { Search: messagesByLocale[locale].Search } };
  return render(<SearchOpener href={`/${locale}/search`} label={messagesByLocale[locale].Header.search} intl={intl} />);
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  renderOpener(locale);
  await user.click(screen.getByRole('link', { name: locale === 'pt-BR' ? 'Buscar' : 'Search' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
  resetBrowserQueryClient();
});
afterEach(() => window.localStorage.clear());

describe('the search panel', () => {
  it('is a link to the results page until its code runs, and opens as a dialog with the box focused', async () => {
    const user = userEvent.setup();
    renderOpener();
    const opener = screen.getByRole('link', { name: 'Buscar' });
    expect(opener).toHaveAttribute('href', '/pt-BR/search');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Buscar no site' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Buscar produtos e artigos' })).toHaveFocus());
  });

  it('suggests the built-in queries when empty, the last two recent ones first', async () => {
    window.localStorage.setItem('terralis:recent-searches', JSON.stringify(['glifosato', 'trigo']));
    const user = userEvent.setup();
    const dialog = await openPanel(user);
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['glifosatoRecente', 'trigoRecente', 'Sementes de soja', 'Ferrugem-asiática', 'Herbicidas', 'Milho safrinha']);
  });

  it('shows up to 6 results 300 ms after typing stops, with their kind', async () => {
    const requests = searchRoute(() => HttpResponse.json({ results: Array.from({ length: 8 }, (_, index) => result(index + 1, index === 0 ? 'article' : 'product')), total: 8 }));
    const user = userEvent.setup();
    const dialog = await openPanel(user);
    await user.type(within(dialog).getByRole('combobox'), 'milho');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(6));
    expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('Milho 1Artigo');
    expect(within(dialog).getAllByRole('option')[1]).toHaveTextContent('Milho 2Produto');
    // Typing fast asks once, for what was typed when it paused.
    expect(requests.map((request) => request.q)).toEqual(['milho']);
    expect(within(dialog).getByRole('link', { name: 'Ver todos os resultados' })).toHaveAttribute('href', '/pt-BR/search?q=milho');
  });

  it('aborts a request a newer query supersedes: the last answer wins', async () => {
    const requests = searchRoute(async (q) => {
      if (q === 'mil') await delay(2000);
      return HttpResponse.json({ results: [result(q.length)], total: 1 });
    });
    const user = userEvent.setup();
    const dialog = await openPanel(user);
    const box = within(dialog).getByRole('combobox');
    await user.type(box, 'mil');
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.type(box, 'ho');
    await waitFor(() => expect(within(dialog).getByRole('option')).toHaveTextContent('Milho 5'));
    expect(requests.map((request) => request.q)).toEqual(['mil', 'milho']);
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it("says 'no results found for' the query", async () => {
    searchRoute(() => HttpResponse.json({ results: [], total: 0 }));
    const user = userEvent.setup();
    const dialog = await openPanel(user, 'en-US');
    await user.type(within(dialog).getByRole('combobox'), 'zzzz');
    expect(await within(dialog).findByText('No results found for “zzzz”')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  });

  it("says 'An error has occurred: {message}' when the search fails", async () => {
    searchRoute(() => HttpResponse.json({ error: 'upstream_unavailable', message: 'down' }, { status: 502 }));
    const user = userEvent.setup();
    const dialog = await openPanel(user, 'en-US');
    await user.type(within(dialog).getByRole('combobox'), 'corn');
    expect(await within(dialog).findByText('An error has occurred: Server responded with status code: 502')).toBeInTheDocument();
  });

  it('goes to a result with the arrows and Enter, and keeps the query among the recent ones', async () => {
    searchRoute(() => HttpResponse.json({ results: [result(1), result(2)], total: 2 }));
    const user = userEvent.setup();
    const dialog = await openPanel(user);
    const box = within(dialog).getByRole('combobox');
    await user.type(box, 'milho');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(dialog).getAllByRole('option')[1]!.id);
    expect(within(dialog).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/pt-BR/d/milho-2');
    expect(JSON.parse(window.localStorage.getItem('terralis:recent-searches')!)).toEqual(['milho']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('wraps the arrows through the list and back to the box', async () => {
    const user = userEvent.setup();
    const dialog = await openPanel(user);
    const box = within(dialog).getByRole('combobox');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', within(dialog).getAllByRole('option')[3]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('fills the box with a suggestion chosen by Enter', async () => {
    const requests = searchRoute(() => HttpResponse.json({ results: [result(1)], total: 1 }));
    const user = userEvent.setup();
    const dialog = await openPanel(user);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('combobox')).toHaveValue('Sementes de soja');
    await waitFor(() => expect(requests.map((request) => request.q)).toEqual(['Sementes de soja']));
    expect(push).not.toHaveBeenCalled();
  });

  it('opens the results page on Enter with a query, and does nothing with a blank one', async () => {
    searchRoute(() => HttpResponse.json({ results: [], total: 0 }));
    const user = userEvent.setup();
    const dialog = await openPanel(user);
    const box = within(dialog).getByRole('combobox');
    await user.type(box, '   {Enter}');
    expect(push).not.toHaveBeenCalled();
    await user.type(box, ' proteção {Enter}');
    expect(push).toHaveBeenCalledWith('/pt-BR/search?q=prote%C3%A7%C3%A3o');
  });

  it('closes on Escape and on its close button, and gives the focus back to the search button', async () => {
    const user = userEvent.setup();
    await openPanel(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = screen.getByRole('link', { name: 'Buscar' });
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Fechar busca' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
