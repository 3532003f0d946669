import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleCard } from '@/lib/articles/contract';
import { ContentCardList, type ContentCardListWidgetProps } from './content-card-list.client';

const PAGE_PATH = '/en-US/news';

/** 30 cards, newest first; every third one news. */
const cards = Array.from({ length: 30 }, (_, index): ArticleCard => ({
  id: `art-${index + 1}`,
  title: `Article ${index + 1}`,
  articleUrl: `/articles/article-${index + 1}`,
  description: `Summary ${index + 1}`,
  imageUrl: '/images/soy-leaf-rust.svg',
  category: index % 3 === 0 ? 'news' : 'article',
  date: new Date(Date.UTC(2026, 9, 30 - index, 12)).toISOString(),
}));

const words: ContentCardListWidgetProps['words'] = {
  categoryLabel: 'Content type',
  allCategories: 'All',
  categoryEmpty: 'No articles in this category yet.',
  pagination: 'Pages of articles',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
  pageStatus: 'Page {page} of {count}',
};

function renderList(props: Partial<ContentCardListWidgetProps> = {}) {
  return render(
    <ContentCardList
      locale="en-US"
      idPrefix="list"
      pagePath={PAGE_PATH}
      items={cards.map((card) => ({ card, dateText: `Date of ${card.id}` }))}
      categoryLabels={{ article: 'Article', news: 'News' }}
      headlineTag="h3"
      showCategoryFilter={false}
      words={words}
      {...props}
    />,
  );
}

/**
 * A browser window of `width` px for matchMedia (min-width queries), which can be resized: the list
 * listens to its queries' `change`.
 */
function viewportOf(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      media,
      get matches() {
        return current >= Number(/min-width: (\d+)px/.exec(media)?.[1] ?? 0);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `Article ${from + index}`);
const pager = () => screen.getByRole('navigation', { name: 'Pages of articles' });
const currentPage = () => within(pager()).getByRole('link', { current: 'page' });
const search = () => window.location.search;

beforeEach(() => window.history.replaceState(null, '', PAGE_PATH));
afterEach(() => vi.unstubAllGlobals());

describe('ContentCardList', () => {
  it('shows page 1 on a desktop: the 12 newest cards with their links, page 1 current and no previous page', () => {
    viewportOf(1280);
    renderList();
    expect(titles()).toEqual(range(1, 12));
    const link = screen.getByRole('link', { name: 'Article 1' });
    expect(link).toHaveAttribute('href', '/en-US/articles/article-1');
    const card = link.closest('li')!;
    expect(within(card).getByText('News')).toBeInTheDocument();
    expect(within(card).getByText('Date of art-1')).toBeInTheDocument();
    expect(within(card).getByText('Summary 1')).toBeInTheDocument();
    expect(currentPage()).toHaveAccessibleName('Page 1');
    expect(currentPage()).toHaveAttribute('href', PAGE_PATH);
    expect(within(pager()).getAllByRole('link', { name: /^Page/ }).map((page) => page.getAttribute('href'))).toEqual([PAGE_PATH, `${PAGE_PATH}?page=2`, `${PAGE_PATH}?page=3`]);
    expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
    expect(within(pager()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${PAGE_PATH}?page=2`);
    expect(screen.getByRole('status')).toHaveTextContent('Page 1 of 3');
  });

  it.each([
    [375, 6, 5],
    [800, 8, 4],
    [1280, 12, 3],
  ])('at %i px shows %i cards a page, over %i pages', (width, size, pages) => {
    viewportOf(width);
    renderList();
    expect(titles()).toEqual(range(1, size));
    expect(within(pager()).getAllByRole('link', { name: /^Page/ })).toHaveLength(pages);
  });

  it('opens at the page the address names', () => {
    viewportOf(1280);
    window.history.replaceState(null, '', `${PAGE_PATH}?page=2`);
    renderList();
    expect(titles()).toEqual(range(13, 24));
    expect(currentPage()).toHaveAccessibleName('Page 2');
    expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', PAGE_PATH);
  });

  it('shows the last page for a page past it, and says so in the address', async () => {
    viewportOf(1280);
    window.history.replaceState(null, '', `${PAGE_PATH}?page=9`);
    renderList();
    expect(titles()).toEqual(range(25, 30));
    expect(within(pager()).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(search()).toBe('?page=3'));
  });

  it('reads an invalid page as page 1', () => {
    viewportOf(1280);
    window.history.replaceState(null, '', `${PAGE_PATH}?page=2abc`);
    renderList();
    expect(titles()).toEqual(range(1, 12));
  });

  it('goes to another page in place, as a new entry in the history; back returns to page 1', async () => {
    viewportOf(1280);
    renderList();
    const entries = window.history.length;
    await userEvent.click(within(pager()).getByRole('link', { name: 'Page 2' }));
    expect(titles()).toEqual(range(13, 24));
    expect(currentPage()).toHaveAccessibleName('Page 2');
    await waitFor(() => expect(search()).toBe('?page=2'));
    expect(window.history.length).toBe(entries + 1);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(titles()).toEqual(range(1, 12)));
    expect(search()).toBe('');
    expect(currentPage()).toHaveAccessibleName('Page 1');

    await userEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(search()).toBe('?page=2'));
    expect(titles()).toEqual(range(13, 24));
    // Next to the last page: that link goes, and the focus moves to the current page's.
    await userEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
    expect(currentPage()).toHaveAccessibleName('Page 3');
    expect(within(pager()).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(currentPage()).toHaveFocus();
  });

  it('keeps the first card of the page in view when the viewport changes class', async () => {
    const window_ = viewportOf(1280);
    window.history.replaceState(null, '', `${PAGE_PATH}?page=2`);
    renderList();
    expect(titles()[0]).toBe('Article 13');
    // A phone: card 13 is on page 3 of 6 a page (13-18).
    window_.resize(375);
    expect(titles()).toEqual(range(13, 18));
    expect(currentPage()).toHaveAccessibleName('Page 3');
    await waitFor(() => expect(search()).toBe('?page=3'));
    // A tablet: card 13 is on page 2 of 8 a page (9-16).
    window_.resize(800);
    expect(titles()).toEqual(range(9, 16));
    await waitFor(() => expect(search()).toBe('?page=2'));
  });

  it('filters by category, back at page 1, the filter in the address', async () => {
    viewportOf(1280);
    window.history.replaceState(null, '', `${PAGE_PATH}?page=2`);
    renderList({ showCategoryFilter: true });
    const select = screen.getByRole('combobox', { name: 'Content type' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'News');
    const news = cards.filter((card) => card.category === 'news').map((card) => card.title);
    expect(titles()).toEqual(news);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await waitFor(() => expect(search()).toBe('?category=news'));
    await userEvent.selectOptions(select, 'All');
    expect(titles()).toEqual(range(1, 12));
    await waitFor(() => expect(search()).toBe(''));
  });

  it('opens with the category the address names, when the filter is offered', () => {
    viewportOf(1280);
    window.history.replaceState(null, '', `${PAGE_PATH}?category=news`);
    renderList({ showCategoryFilter: true });
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('news');
    expect(titles()).toHaveLength(10);
  });

  it('says when a category has no articles yet', async () => {
    viewportOf(1280);
    renderList({ showCategoryFilter: true, items: cards.filter((card) => card.category === 'article').map((card) => ({ card, dateText: '' })) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'News');
    expect(screen.getByText('No articles in this category yet.')).toBeInTheDocument();
    expect(titles()).toEqual([]);
  });

  it('renders, not knowing the viewport (the server), the desktop’s first 12 cards and a pager for each size', () => {
    renderList();
    expect(titles()).toEqual(range(1, 12));
    expect(screen.getByTestId('content-cards').className).toMatch(/firstPageBySize/);
    const pagers = screen.getAllByRole('navigation', { name: 'Pages of articles' });
    expect(pagers.map((nav) => within(nav).getAllByRole('link', { name: /^Page/ }).length)).toEqual([5, 4, 3]);
    expect(pagers.map((nav) => nav.className)).toEqual([expect.stringMatching(/mobileOnly/), expect.stringMatching(/tabletOnly/), expect.stringMatching(/desktopOnly/)]);
  });
});
