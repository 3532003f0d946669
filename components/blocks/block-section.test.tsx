import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderWithProviders } from '@/tests/render';
import { BlockSection, itemHeadingTag } from './block-section';

function renderSection(props: Omit<ComponentProps<typeof BlockSection>, 'children'>) {
  return renderWithProviders(
    <BlockSection {...props}>
      <p>Conteúdo</p>
    </BlockSection>,
  );
}

describe('itemHeadingTag', () => {
  it('puts item headings one level below the block heading', () => {
    expect(itemHeadingTag('Culturas')).toBe('h3');
    expect(itemHeadingTag('Culturas', 2)).toBe('h3');
    expect(itemHeadingTag('Culturas', 3)).toBe('h4');
  });

  it('gives item headings the block heading level when the block has none', () => {
    expect(itemHeadingTag(undefined)).toBe('h2');
    expect(itemHeadingTag(undefined, 3)).toBe('h3');
  });
});

describe('BlockSection', () => {
  it('is a region named by its heading, with the intro and the content after it', () => {
    renderSection({ heading: 'Soluções por cultura', intro: 'Escolha a sua cultura.' });
    const section = screen.getByRole('region', { name: 'Soluções por cultura' });
    expect(section.tagName).toBe('SECTION');
    const heading = within(section).getByRole('heading', { level: 2, name: 'Soluções por cultura' });
    expect(section).toHaveAttribute('aria-labelledby', heading.id);
    expect(heading.nextElementSibling).toHaveTextContent('Escolha a sua cultura.');
    expect(heading.nextElementSibling?.nextElementSibling).toHaveTextContent('Conteúdo');
  });

  it('uses the heading level an editor chose', () => {
    renderSection({ heading: 'Benefícios', headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Benefícios' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Benefícios' })).toBeInTheDocument();
  });

  it('is a plain div without a heading', () => {
    const { container } = renderSection({ intro: 'Só a introdução.' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByText('Só a introdução.')).toBeInTheDocument();
  });

  it('is a region named by its label when it has no heading, and by the heading when it has both', () => {
    const { unmount } = renderSection({ label: 'Posts nas redes sociais' });
    expect(screen.getByRole('region', { name: 'Posts nas redes sociais' })).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();

    renderSection({ heading: 'A Terralis nas redes', label: 'Posts nas redes sociais' });
    expect(screen.getByRole('region', { name: 'A Terralis nas redes' })).not.toHaveAttribute('aria-label');
  });

  it('gives each block its own heading id', () => {
    renderWithProviders(
      <>
        <BlockSection heading="Primeiro">
          <p>Um</p>
        </BlockSection>
        <BlockSection heading="Segundo" compact>
          <p>Dois</p>
        </BlockSection>
      </>,
    );
    const [first, second] = screen.getAllByRole('heading');
    expect(first!.id).not.toBe(second!.id);
    expect(screen.getByRole('region', { name: 'Primeiro' })).toHaveAttribute('aria-labelledby', first!.id);
    expect(screen.getByRole('region', { name: 'Segundo' })).toHaveAttribute('aria-labelledby', second!.id);
  });
});
