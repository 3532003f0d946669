import { render, screen } from '@testing-library/react';
import { cmsLinkProps } from './cms-href';
import { NewTabHint } from './new-tab-hint';

const hint = '(abre em uma nova aba)';

function LinkWithHint({ href }: { href: string }) {
  return (
    <a {...cmsLinkProps('pt-BR', href)}>
      Portal do Impulso
      <NewTabHint href={href} hint={hint} />
    </a>
  );
}

describe('NewTabHint', () => {
  it('adds the hint, hidden from sight, to the name of a link to another site', () => {
    render(<LinkWithHint href="https://parceiros.impulso.example" />);
    const link = screen.getByRole('link', { name: 'Portal do Impulso (abre em uma nova aba)' });
    expect(link).toHaveAttribute('target', '_blank');
    const hidden = screen.getByText(hint);
    expect(hidden.tagName).toBe('SPAN');
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    // Outside the span: the link text and the hint stay two words apart once the span is trimmed.
    expect(hidden.previousSibling?.textContent).toBe(' ');
  });

  it.each(['/campanhas', '#formulario', 'mailto:atendimento@terralis.example'])('renders nothing inside a link to %s', (href) => {
    const { container } = render(<NewTabHint href={href} hint={hint} />);
    expect(container).toBeEmptyDOMElement();
  });
});
