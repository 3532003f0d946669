import { render, screen } from '@testing-library/react';
import { ProgressMeter } from './progress-meter';

describe('ProgressMeter', () => {
  it('is a progress bar named by its label, with the value as people read it', () => {
    render(<ProgressMeter percent={62.4} label={{ text: 'Impulso para 5 estrelas' }} valueText="62,4%" />);
    const bar = screen.getByRole('progressbar', { name: 'Impulso para 5 estrelas' });
    expect(bar).toHaveAttribute('aria-valuenow', '62');
    expect(bar).toHaveAttribute('aria-valuetext', '62,4%');
    expect(bar.firstElementChild).toHaveStyle({ width: '62.4%' });
  });

  it('takes its name from a visible label, and never fills past its ends', () => {
    render(
      <>
        <p id="done">115% complete</p>
        <ProgressMeter percent={115} label={{ labelledBy: 'done' }} />
        <ProgressMeter percent={-3} label={{ text: 'Nothing yet' }} />
      </>,
    );
    const over = screen.getByRole('progressbar', { name: '115% complete' });
    expect(over).toHaveAttribute('aria-valuenow', '100');
    expect(over.firstElementChild).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('progressbar', { name: 'Nothing yet' })).toHaveAttribute('aria-valuenow', '0');
  });
});
