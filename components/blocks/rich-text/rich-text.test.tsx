import { screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { RichText } from './rich-text';
import { richTextSchema } from './schema';

describe('RichText', () => {
  it('renders the editor text with its headings, lists and links', () => {
    renderWithProviders(
      <RichText
        props={{ html: '<h3>Vazio sanitário</h3><p>Respeite o <a href="/artigos/calendario">calendário</a>.</p><ul><li>Monitorar</li><li>Rotacionar</li></ul>' }}
        context={makeContext()}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Vazio sanitário' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'calendário' })).toHaveAttribute('href', '/pt-BR/artigos/calendario');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('never renders script or event handlers from the CMS', () => {
    const { container } = renderWithProviders(
      <RichText props={{ html: '<p onmouseover="steal()">Oi</p><script>steal()</script>' }} context={makeContext()} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onmouseover]')).toBeNull();
    expect(screen.getByText('Oi')).toBeInTheDocument();
  });

  it('refuses empty html', () => {
    expect(richTextSchema.safeParse({ html: '  ' }).success).toBe(false);
  });
});
