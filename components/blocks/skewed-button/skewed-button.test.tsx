import { act, fireEvent, screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { skewedButtonSchema } from './schema';
import { SkewedButton } from './skewed-button';
import { RIPPLE_DURATION_MS } from './skewed-button-link.client';

const props = skewedButtonSchema.parse({ label: 'Conheça a campanha', href: '/campanhas' });
const ripples = () => screen.queryAllByTestId('skewed-button-ripple');

describe('SkewedButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links inside the locale, with an unskewed label as its name and no MUI ripple', () => {
    renderWithProviders(<SkewedButton props={props} context={makeContext()} />);
    const link = screen.getByRole('link', { name: 'Conheça a campanha' });
    expect(link).toHaveAttribute('href', '/pt-BR/campanhas');
    expect(link).not.toHaveAttribute('target');
    expect(link.querySelector('.MuiTouchRipple-root')).toBeNull();
  });

  it('opens external links in a new tab without handing over the opener', () => {
    renderWithProviders(<SkewedButton props={{ ...props, href: 'https://www.terralis.example/safra' }} context={makeContext()} />);
    const link = screen.getByRole('link', { name: 'Conheça a campanha' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('runs a press ripple for exactly 600 ms', () => {
    vi.useFakeTimers();
    expect(RIPPLE_DURATION_MS).toBe(600);
    renderWithProviders(<SkewedButton props={props} context={makeContext()} />);
    fireEvent.pointerDown(screen.getByRole('link'), { clientX: 10, clientY: 10 });
    expect(ripples()).toHaveLength(1);
    expect(ripples()[0]).toHaveStyle({ animationDuration: '600ms' });
    expect(ripples()[0]).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(599));
    expect(ripples()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(ripples()).toHaveLength(0);
  });

  it('gives each press its own ripple, and keyboard activation one from the centre', () => {
    vi.useFakeTimers();
    renderWithProviders(<SkewedButton props={props} context={makeContext()} />);
    const link = screen.getByRole('link');
    fireEvent.pointerDown(link);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.keyDown(link, { key: 'Enter' });
    fireEvent.keyDown(link, { key: 'Enter', repeat: true });
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(ripples()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(300));
    expect(ripples()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(300));
    expect(ripples()).toHaveLength(0);
  });

  it('stops its timers when it leaves the page', () => {
    vi.useFakeTimers();
    const { unmount } = renderWithProviders(<SkewedButton props={props} context={makeContext()} />);
    fireEvent.pointerDown(screen.getByRole('link'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('needs a label and a safe link, and defaults to the primary colour on the left', () => {
    expect(props.color).toBe('primary');
    expect(props.align).toBe('left');
    expect(skewedButtonSchema.safeParse({ label: ' ', href: '/campanhas' }).success).toBe(false);
    expect(skewedButtonSchema.safeParse({ label: 'x', href: 'javascript:alert(1)' }).success).toBe(false);
    expect(skewedButtonSchema.safeParse({ label: 'x', href: '/x', color: 'error' }).success).toBe(false);
  });
});
