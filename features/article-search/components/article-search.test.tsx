import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { ArticleCard, ArticleSearchAnswer } from '@/lib/articles/contract';
import { messagesByLocale } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { ArticleSearchRoot } from './article-search-root.client';

const SOY = 'terralis:culturas/soja';
const CORN = 'terralis:culturas/milho';

/** 20 articles, newest first: every other one news, the first 5 about soy, the next 5 about corn. */
const articles = Array.from({ length: 20 }, (_, index): ArticleCard & { tags: string[] } => ({
  id: `art-${index + 1}`,
  title: `${index < 5 ? 'Soy' : index < 10 ? 'Corn' : 'Field'} article ${index + 1}`,
  articleUrl: `/articles/article-${index + 1}`,
  description: `Summary ${index + 1}`,
  imageUrl: '/images/soy-leaf-rust.svg',
  category: index % 2 === 0 ? 'article' : 'news',
  date: new Date(Date.UTC(2026, 10, 20 - index, 12)).toISOString(),
  tags: index < 5 ? [SOY] : index < 10 ? [CORN] : [],
}));

/** What the route answers for a form, over the articles above (its own tests hold it to the index). */
function answerFor(form: URLSearchParams): ArticleSearchAnswer {
  const query = form.get('query')?.toLowerCase();
  const tags = form.getAll('tags');
  const matches = articles.filter(
    (article) =>
      (!query || article.title.toLowerCase().includes(query)) &&
      (!form.get('category') || article.category === form.get('category')) &&
      (tags.length === 0 || tags.some((tag) => article.tags.includes(tag))),
  );
  const start = Number(form.get('start'));
  const size = Number(form.get('size'));
  const count = (values: string[]) => [...new Set(values)].map((id) => ({ id, count: values.filter((value) => value === id).length }));
  return {
    results: matches.slice(start, start + size).map(({ tags: _tags, ...card }) => card),
    facets: { tags: count(matches.flatMap((article) => article.tags)), categories: count(matches.map((article) => article.category)) },
    total: matches.length,
    cursor: start + size < matches.length ? 'next' : null,
  };
}

interface Call {
  form: URLSearchParams;
}

/** The route in the browser: answers after `delayOf(form)` ms, or with `status` when given; records every call. */
function route({ delayOf = () => 0, status }: { delayOf?: (form: URLSearchParams) => number; status?: number } = {}) {
  const calls: Call[] = [];
  server.use(
    http.post('/api/article-search', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      calls.push({ form });
      await delay(delayOf(form));
      if (status) return HttpResponse.json({ error: 'upstream_error', message: 'The index failed.' }, { status });
      return HttpResponse.json(answerFor(form));
    }),
  );
  return calls;
}

const firstPage = answerFor(new URLSearchParams({ start: '0', size: '9' }));

function renderSearch(initial: ArticleSearchAnswer | null = firstPage) {
  const intl = { locale: 'en-US' as const, timeZone: 'America/Chicago', messages: { ArticleSearch: messagesByLocale['en-US'].ArticleSearch } };
  return render(
    <ArticleSearchRoot
      intl={intl}
      idPrefix="search"
      initial={initial}
      pathPrefix="/articles/"
      categories={[
        { id: 'article', label: 'Articles' },
        { id: 'news', label: 'News' },
      ]}
      tagFacets={[
        { id: SOY, label: 'Soybeans' },
        { id: CORN, label: 'Corn' },
      ]}
    />,
  );
}

/** The cards' titles: the only third-level headings of the search. */
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const status = () => screen.getByRole('status');
const skeletons = () => screen.queryAllByTestId('article-skeleton');

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  resetBrowserQueryClient();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('ArticleSearch', () => {
  it('shows the server’s first page at once: 9 cards, newest first, with category, link, date and summary, and asks nothing', async () => {
    const calls = route();
    renderSearch();
    expect(status()).toHaveTextContent('20 articles found');
    expect(cardTitles()).toEqual(articles.slice(0, 9).map((article) => article.title));
    const link = screen.getByRole('link', { name: 'Soy article 1' });
    expect(link).toHaveAttribute('href', '/en-US/articles/article-1');
    const card = link.closest('li')!;
    expect(within(card).getByText('Article')).toBeInTheDocument();
    expect(within(card).getByText('November 20, 2026')).toHaveAttribute('datetime', articles[0]!.date);
    expect(within(card).getByText('Summary 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: /Soybeans ?\(5\)/ })).not.toBeChecked();
    await act(() => delay(50));
    expect(calls).toHaveLength(0);
  });

  it('searches 300 ms after typing pauses, once, with 6 skeleton cards while it loads', async () => {
    const calls = route({ delayOf: () => 150 });
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'corn');
    expect(calls).toHaveLength(0);
    expect(skeletons()).toHaveLength(6);
    expect(status()).toHaveTextContent('Loading articles…');
    await waitFor(() => expect(status()).toHaveTextContent('5 articles found'));
    expect(cardTitles()).toEqual(['Corn article 6', 'Corn article 7', 'Corn article 8', 'Corn article 9', 'Corn article 10']);
    expect(skeletons()).toHaveLength(0);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.form)).toEqual({ locale: 'en-US', size: '9', start: '0', pathPrefix: '/articles/', query: 'corn' });
  });

  it('shows the answer to the last words even when an earlier, slower search answers later, and aborts that one', async () => {
    const calls = route({ delayOf: (form) => (form.get('query') === 'soy' ? 600 : 20) });
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderSearch();
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.type(box, 'soy');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.clear(box);
    await user.type(box, 'field');
    await waitFor(() => expect(status()).toHaveTextContent('10 articles found'));
    expect(fetches.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    await act(() => delay(700));
    expect(status()).toHaveTextContent('10 articles found');
    expect(cardTitles().every((title) => title?.startsWith('Field'))).toBe(true);
    fetches.mockRestore();
  });

  it('filters by a tab, back on page 1, and shows only that category', async () => {
    const calls = route();
    renderSearch();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Corn article 10'));
    await user.click(screen.getByRole('tab', { name: 'News' }));
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(status()).toHaveTextContent('10 articles found'));
    expect(calls.at(-1)!.form.get('category')).toBe('news');
    expect(calls.at(-1)!.form.get('start')).toBe('0');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('News', { selector: 'li span' })).toHaveLength(9);
  });

  it('filters by tag facets (any of them) and shows their counts', async () => {
    const calls = route();
    renderSearch();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Soybeans/ }));
    await waitFor(() => expect(status()).toHaveTextContent('5 articles found'));
    expect(calls.at(-1)!.form.getAll('tags')).toEqual([SOY]);
    expect(screen.getByRole('checkbox', { name: /Soybeans ?\(5\)/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Corn ?\(0\)/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Corn/ }));
    await waitFor(() => expect(status()).toHaveTextContent('10 articles found'));
    expect(calls.at(-1)!.form.getAll('tags')).toEqual([CORN, SOY]);
  });

  it('pages with page numbers, next and back', async () => {
    const calls = route();
    renderSearch();
    const user = userEvent.setup();
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pager).getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Corn article 10'));
    expect(calls.at(-1)!.form.get('start')).toBe('9');
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Field article 19', 'Field article 20']));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Corn article 10'));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('resets the words, the tab and the facets to the first page', async () => {
    route();
    renderSearch();
    const user = userEvent.setup();
    const reset = screen.getByRole('button', { name: 'Reset search' });
    expect(reset).toBeDisabled();
    await user.type(screen.getByRole('searchbox'), 'article');
    await user.click(screen.getByRole('tab', { name: 'Articles' }));
    await user.click(screen.getByRole('checkbox', { name: /Corn/ }));
    await waitFor(() => expect(status()).toHaveTextContent('2 articles found'));
    await user.click(reset);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: /Corn/ })).not.toBeChecked();
    await waitFor(() => expect(status()).toHaveTextContent('20 articles found'));
    expect(cardTitles()).toHaveLength(9);
    expect(reset).toBeDisabled();
  });

  it('says so when nothing matches', async () => {
    route();
    renderSearch();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'wheat');
    await waitFor(() => expect(status()).toHaveTextContent('No articles match your search.'));
    expect(cardTitles()).toEqual([]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('on a failed search: logs it, stops loading, no cards, the error message', async () => {
    route({ status: 502 });
    renderSearch();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'soy');
    await waitFor(() => expect(status()).toHaveTextContent('The articles could not be loaded.'));
    expect(skeletons()).toHaveLength(0);
    expect(cardTitles()).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('article_search.failed', expect.objectContaining({ status: 502 }));
  });

  it('shows the error when the server could not read the first page, and searches again when asked', async () => {
    const calls = route();
    renderSearch(null);
    expect(status()).toHaveTextContent('The articles could not be loaded.');
    expect(cardTitles()).toEqual([]);
    await act(() => delay(50));
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'News' }));
    await waitFor(() => expect(status()).toHaveTextContent('10 articles found'));
  });
});
