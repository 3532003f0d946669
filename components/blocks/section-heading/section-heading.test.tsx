import { screen, within } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sectionHeadingSchema } from './schema';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  const props = sectionHeadingSchema.parse({
    overline: 'Ferramentas',
    heading: 'Decisões melhores no campo',
    text: 'Clima, calculadora e ensaios perto de você.',
    footerButtons: [
      { label: 'Ver ferramentas', href: '/ferramentas' },
      { label: 'Falar com especialista', href: 'mailto:agronomia@terralis.example' },
    ],
  });

  it('shows a labelled section with heading, intro, children and footer buttons in order', () => {
    renderWithProviders(
      <SectionHeading props={props} context={makeContext()}>
        <p>Conteúdo da seção</p>
      </SectionHeading>,
    );
    const section = screen.getByRole('region', { name: 'Decisões melhores no campo' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Decisões melhores no campo');
    expect(within(section).getByText('Clima, calculadora e ensaios perto de você.')).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pt-BR/ferramentas', 'mailto:agronomia@terralis.example']);
    const content = within(section).getByText('Conteúdo da seção');
    expect(content.compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('uses an h3 when asked and shows no footer without buttons', () => {
    renderWithProviders(<SectionHeading props={sectionHeadingSchema.parse({ heading: 'Subseção', level: 3 })} context={makeContext()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Subseção' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('allows at most three footer buttons', () => {
    const button = { label: 'x', href: '/x' };
    expect(sectionHeadingSchema.safeParse({ heading: 'h', footerButtons: [button, button, button, button] }).success).toBe(false);
  });
});
