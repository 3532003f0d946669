import { screen } from '@testing-library/react';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import type { Locale } from '@/lib/i18n/locales';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { Newsletter } from './components/newsletter';
import { newsletterSchema, type NewsletterProps } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('@/lib/flags', () => ({ flagEnabled: vi.fn() }));

const props = newsletterSchema.parse({
  heading: 'Receba o Boletim do Campo',
  text: 'Alertas de pragas, janelas de aplicação e novidades Terralis no seu e-mail, toda quinzena.',
  subscribe: { label: 'Quero receber', href: '/ferramentas' },
  image: { src: '/images/newsletter-field-bulletin.svg', alt: 'Boletim impresso sobre uma lavoura de soja', width: 480, height: 320 },
});

async function renderNewsletter(newsletter: NewsletterProps, locale: Locale = 'pt-BR') {
  const element = await Newsletter({ props: newsletter, context: makeContext({ locale }) });
  return renderWithProviders(<>{element}</>, { locale });
}

beforeEach(() => vi.mocked(flagEnabled).mockResolvedValue(true));

describe('Newsletter', () => {
  it('with the newsletter flag on, shows the heading, text, image and the subscribe link', async () => {
    await renderNewsletter(props);
    expect(flagEnabled).toHaveBeenCalledWith(flagKeys.newsletter);
    expect(screen.getByRole('region', { name: 'Receba o Boletim do Campo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Receba o Boletim do Campo' })).toBeInTheDocument();
    expect(screen.getByText(/Alertas de pragas/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Boletim impresso sobre uma lavoura de soja' })).toBeInTheDocument();
    const subscribe = screen.getByRole('link', { name: 'Quero receber' });
    expect(subscribe).toHaveAttribute('href', '/pt-BR/ferramentas');
    expect(subscribe).not.toHaveAttribute('target');
  });

  it('opens an external subscribe page in a new tab and says so', async () => {
    await renderNewsletter({ ...props, subscribe: { label: 'Subscribe', href: 'https://news.terralis.example/subscribe' }, image: undefined }, 'en-US');
    const subscribe = screen.getByRole('link', { name: 'Subscribe (opens in a new tab)' });
    expect(subscribe).toHaveAttribute('href', 'https://news.terralis.example/subscribe');
    expect(subscribe).toHaveAttribute('target', '_blank');
    expect(subscribe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing with the newsletter flag off', async () => {
    vi.mocked(flagEnabled).mockResolvedValue(false);
    expect(await Newsletter({ props, context: makeContext() })).toBeNull();
    const { container } = await renderNewsletter(props);
    expect(container).toBeEmptyDOMElement();
  });

  it('needs a heading, a text and a safe subscribe link', () => {
    expect(newsletterSchema.safeParse({ ...props, heading: ' ' }).success).toBe(false);
    expect(newsletterSchema.safeParse({ ...props, text: '' }).success).toBe(false);
    expect(newsletterSchema.safeParse({ ...props, subscribe: undefined }).success).toBe(false);
    expect(newsletterSchema.safeParse({ ...props, subscribe: { label: 'x', href: 'http://news.example' } }).success).toBe(false);
  });
});
