import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { BackHeading } from './back-heading';
import { backHeadingSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

/** Sets what the browser knows about how the visitor got here. */
function arrive({ historyLength, referrer }: { historyLength: number; referrer: string }) {
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(historyLength);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

async function renderHeading(props = backHeadingSchema.parse({ heading: 'Ferramentas para o campo' }), locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(await BackHeading({ props, context: makeContext({ locale }) }), { locale });
}

describe('BackHeading', () => {
  let back: ReturnType<typeof vi.spyOn>;
  let navigated: string[];

  beforeEach(() => {
    back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    navigated = [];
    // jsdom cannot navigate: record where a followed link would have gone.
    document.addEventListener('click', recordNavigation);
  });

  afterEach(() => {
    document.removeEventListener('click', recordNavigation);
    vi.restoreAllMocks();
  });

  function recordNavigation(event: MouseEvent) {
    const link = (event.target as Element).closest('a');
    if (link && !event.defaultPrevented) navigated.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  }

  it('shows an h2 with a named back control before it', async () => {
    await renderHeading();
    const heading = screen.getByRole('heading', { level: 2, name: 'Ferramentas para o campo' });
    const backLink = screen.getByRole('link', { name: 'Voltar' });
    expect(backLink.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('goes back in history when the previous page is on this site', async () => {
    arrive({ historyLength: 3, referrer: `${window.location.origin}/pt-BR` });
    const user = userEvent.setup();
    await renderHeading();
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual([]);
  });

  it('goes back by keyboard too', async () => {
    arrive({ historyLength: 2, referrer: `${window.location.origin}/pt-BR/campanhas` });
    const user = userEvent.setup();
    await renderHeading();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('goes to the locale home when there is no earlier page', async () => {
    arrive({ historyLength: 1, referrer: `${window.location.origin}/pt-BR` });
    const user = userEvent.setup();
    await renderHeading();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/pt-BR');
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(back).not.toHaveBeenCalled();
    expect(navigated).toEqual(['/pt-BR']);
  });

  it('goes to the fallback when the visitor came from another site or typed the address', async () => {
    const user = userEvent.setup();
    await renderHeading(backHeadingSchema.parse({ heading: 'Tools', fallbackHref: '/tools' }), 'en-US');
    arrive({ historyLength: 4, referrer: 'https://www.google.com/' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    arrive({ historyLength: 4, referrer: '' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(back).not.toHaveBeenCalled();
    expect(navigated).toEqual(['/en-US/tools', '/en-US/tools']);
  });

  it('leaves a modified click to the browser (new tab to the fallback)', async () => {
    arrive({ historyLength: 3, referrer: `${window.location.origin}/pt-BR` });
    await renderHeading();
    fireEvent.click(screen.getByRole('link', { name: 'Voltar' }), { ctrlKey: true });
    expect(back).not.toHaveBeenCalled();
    expect(navigated).toEqual(['/pt-BR']);
  });

  it('only falls back to pages of this site', () => {
    expect(backHeadingSchema.parse({ heading: 'x' }).fallbackHref).toBe('/');
    expect(backHeadingSchema.safeParse({ heading: 'x', fallbackHref: 'https://evil.example' }).success).toBe(false);
    expect(backHeadingSchema.safeParse({ heading: 'x', fallbackHref: '//evil.example' }).success).toBe(false);
    expect(backHeadingSchema.safeParse({ heading: ' ' }).success).toBe(false);
  });
});
