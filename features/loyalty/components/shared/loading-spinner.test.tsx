import { render, screen } from '@testing-library/react';
import { LoadingSpinner } from './loading-spinner';

describe('LoadingSpinner', () => {
  it('is one status saying what loads; the ring itself is hidden from assistive technology', () => {
    const { container } = render(<LoadingSpinner label="Carregando seus pontos…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seus pontos…');
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
