import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Crumb } from '@/lib/cms/breadcrumbs';
import { renderWithProviders } from '@/tests/render';
import { mockViewport } from '@/tests/mock-viewport';
import { PageHeader } from './page-header';

const deepTrail: Crumb[] = [
  { label: 'Início', path: '/' },
  { label: 'Produtos', path: '/produtos' },
  { label: 'Proteção de cultivos', path: '/produtos/protecao' },
  { label: 'Fungicidas', path: '/produtos/protecao/fungicidas' },
  { label: 'Soja', path: '/produtos/protecao/fungicidas/soja' },
  { label: 'Aurora Pro', path: '/produtos/protecao/fungicidas/soja/aurora-pro' },
];

/** The list items of the trail a viewport shows, read from the CSS the server sends (jsdom applies no media queries). */
const crumbItems = () => [...screen.getByRole('navigation', { name: 'Você está em' }).querySelectorAll('li')];

describe('PageHeader breadcrumb', () => {
  it('shows a short trail whole: links to the ancestors, the current page marked, no "..."', () => {
    renderWithProviders(<PageHeader locale="pt-BR" trail={deepTrail.slice(0, 3)} title="Proteção de cultivos" />);
    const nav = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/pt-BR');
    expect(within(nav).getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/pt-BR/produtos');
    expect(within(nav).getByText('Proteção de cultivos')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: 'Mostrar caminho completo' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Proteção de cultivos' })).toBeInTheDocument();
  });

  it('shows no breadcrumb for a trail of one crumb', () => {
    renderWithProviders(<PageHeader locale="pt-BR" trail={deepTrail.slice(0, 1)} title="Início" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('puts "..." after home in a deep trail, and its popover on a phone lists every crumb before the last 3 as links', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderWithProviders(<PageHeader locale="pt-BR" trail={deepTrail} />);
    expect(crumbItems().map((item) => item.dataset.crumb)).toEqual(['0', 'more', '1', '2', '3', '4', '5']);
    const more = screen.getByRole('button', { name: 'Mostrar caminho completo' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Início', '/pt-BR'],
      ['Produtos', '/pt-BR/produtos'],
      ['Proteção de cultivos', '/pt-BR/produtos/protecao'],
    ]);
    expect(screen.getByRole('button', { name: 'Mostrar caminho completo', hidden: true })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('on desktop the popover lists only the crumbs between home and the last 3', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    renderWithProviders(<PageHeader locale="en-US" trail={deepTrail} />, { locale: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Show full path' }));
    const more = screen.getByRole('button', { name: 'Show full path', hidden: true });
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Produtos', 'Proteção de cultivos']);
  });

  it('hides on each viewport exactly the crumbs its popover lists, with no separator before the first shown', () => {
    renderWithProviders(<PageHeader locale="pt-BR" trail={deepTrail} />);
    // MUI writes responsive values as min-width media rules: 0px for mobile, 900px (md) for desktop.
    const display = (element: Element) => {
      const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
      const at = (minWidth: number) => {
        const rule = [...element.classList]
          .map((name) => new RegExp(`@media \\(min-width:${minWidth}px\\)\\{\\.${name}\\{([^}]*)\\}`).exec(css)?.[1])
          .find(Boolean);
        return rule?.match(/display:([a-z-]+)/g)?.at(-1)?.slice('display:'.length);
      };
      return { mobile: at(0), desktop: at(900) };
    };
    const shown = (viewport: 'mobile' | 'desktop') =>
      crumbItems()
        .filter((item) => display(item)[viewport] !== 'none')
        .map((item) => item.dataset.crumb);
    expect(shown('mobile')).toEqual(['more', '3', '4', '5']);
    expect(shown('desktop')).toEqual(['0', 'more', '3', '4', '5']);
    const separatorShown = (crumb: string, viewport: 'mobile' | 'desktop') =>
      display(crumbItems().find((item) => item.dataset.crumb === crumb)!.querySelector('[aria-hidden="true"]')!)[viewport] !== 'none';
    expect(separatorShown('more', 'mobile')).toBe(false);
    expect(separatorShown('more', 'desktop')).toBe(true);
    expect(separatorShown('0', 'desktop')).toBe(false);
    expect(separatorShown('3', 'mobile')).toBe(true);
  });

  it('shows the author and date under the title of an article', () => {
    renderWithProviders(<PageHeader locale="pt-BR" trail={deepTrail.slice(0, 2)} title="Manejo" byline={{ author: 'Equipe Terralis', datePublished: '2026-03-10' }} />);
    expect(screen.getByText('Equipe Terralis · 10 de março de 2026')).toBeInTheDocument();
  });
});
