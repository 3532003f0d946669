import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '@/components/theme/theme';
import type { Locale } from '@/lib/i18n/locales';
import { makeContext } from '@/tests/fixtures/cms';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import { CLOCK_CHECK_MS } from '../hooks/use-running-campaigns';
import { CampaignCarousel } from './campaign-carousel';
import { CAMPAIGN_AUTOPLAY_MS, campaignCarouselSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
// An async server component (tested in carousel/): the test wrapper already provides every message.
vi.mock('../carousel/carousel-messages', () => ({ CarouselMessages: ({ children }: { children: ReactNode }) => children }));

const banner = { src: '/images/campaign-harvest.svg', alt: 'Colheita de soja ao entardecer', width: 1600, height: 640 };

const summerOffer = {
  title: 'Campanha de março',
  text: 'Pontos em dobro no Impulso na compra de Aurora Pro.',
  link: '/campanhas',
  cta: 'Participar',
  imageDesktop: banner,
  startDate: '2026-03-10',
  endDate: '2026-03-20',
};
const cornWeek = { title: 'Semana do milho', imageDesktop: banner, startDate: '2026-03-15', endDate: '2026-03-31' };
const february = { title: 'Fevereiro sem juros', imageDesktop: banner, startDate: '2026-02-01', endDate: '2026-02-28' };
const items = [february, summerOffer, cornWeek];

/** A wall-clock time in São Paulo (UTC-3, no daylight saving time in 2026). */
const inBrazil = (local: string) => new Date(`${local}-03:00`);

async function campaignBlock(locale: Locale = 'pt-BR', props: Record<string, unknown> = { items }) {
  return CampaignCarousel({ props: campaignCarouselSchema.parse(props), context: makeContext({ locale }) });
}

async function renderAt(now: Date, locale: Locale = 'pt-BR') {
  vi.useFakeTimers({ now });
  // Null once every campaign has ended: rendered as such, the page shows nothing.
  return renderWithProviders(<>{await campaignBlock(locale)}</>, { locale });
}

/** The titles of every slide the carousel holds, shown or not. */
const titles = (container: HTMLElement) => [...container.querySelectorAll('h2')].map((heading) => heading.textContent);
const currentSlide = () => screen.getByRole('group', { name: /de 2$/ }).getAttribute('aria-label');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CampaignCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['the last second before the start day', '2026-03-09T23:59:59', []],
    ['the first second of the start day', '2026-03-10T00:00:00', ['Campanha de março']],
    ['noon between the days', '2026-03-12T12:00:00', ['Campanha de março']],
    ['the last second of the end day', '2026-03-20T23:59:59', ['Campanha de março', 'Semana do milho']],
    ['the first second after the end day', '2026-03-21T00:00:00', ['Semana do milho']],
    ['after every campaign', '2026-04-01T12:00:00', []],
  ])('at %s (Brazil) shows %j', async (_, local, expected) => {
    const { container } = await renderAt(inBrazil(local));
    expect(titles(container)).toEqual(expected);
    if (expected.length === 0) expect(container).toBeEmptyDOMElement();
  });

  it('reads the day in the market time zone of the locale', async () => {
    // 04:00 UTC on 21 March: already the 21st in Brazil, still the evening of the 20th in Chicago.
    const instant = new Date('2026-03-21T04:00:00Z');
    const brazil = await renderAt(instant, 'pt-BR');
    expect(titles(brazil.container)).toEqual(['Semana do milho']);
    brazil.unmount();
    const us = await renderAt(instant, 'en-US');
    expect(titles(us.container)).toEqual(['Campanha de março', 'Semana do milho']);
    expect(screen.getByRole('region', { name: 'Current campaigns' })).toBeInTheDocument();
  });

  it('is a labelled carousel that rotates every 7000 ms', async () => {
    expect(CAMPAIGN_AUTOPLAY_MS).toBe(7000);
    await renderAt(inBrazil('2026-03-18T09:00:00'));
    expect(screen.getByRole('region', { name: 'Campanhas em andamento' })).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(currentSlide()).toBe('1 de 2');
    tick(6999);
    expect(currentSlide()).toBe('1 de 2');
    tick(1);
    expect(currentSlide()).toBe('2 de 2');
    tick(7000);
    expect(currentSlide()).toBe('1 de 2');
  });

  it('pauses while the mouse is over it and resumes when it leaves', async () => {
    await renderAt(inBrazil('2026-03-18T09:00:00'));
    const slidesArea = screen.getByRole('group', { name: '1 de 2' }).parentElement!;
    fireEvent.pointerEnter(slidesArea, { pointerType: 'mouse' });
    tick(21000);
    expect(currentSlide()).toBe('1 de 2');
    fireEvent.pointerLeave(slidesArea, { pointerType: 'mouse' });
    tick(6999);
    expect(currentSlide()).toBe('1 de 2');
    tick(1);
    expect(currentSlide()).toBe('2 de 2');
  });

  it('drops a campaign at midnight while the page stays open', async () => {
    const { container } = await renderAt(inBrazil('2026-03-20T23:59:30'));
    expect(titles(container)).toEqual(['Campanha de março', 'Semana do milho']);
    tick(CLOCK_CHECK_MS);
    expect(titles(container)).toEqual(['Semana do milho']);
    // One campaign left: a plain section, no controls.
    expect(within(screen.getByRole('region', { name: 'Campanhas em andamento' })).queryAllByRole('button')).toHaveLength(0);
  });

  it('corrects a page cached on an earlier day as soon as it hydrates', async () => {
    vi.useFakeTimers({ now: inBrazil('2026-03-18T09:00:00') });
    const block = await campaignBlock();
    function Providers({ children }: { children: ReactNode }) {
      return (
        <NextIntlClientProvider locale="pt-BR" messages={messagesByLocale['pt-BR']} timeZone="America/Sao_Paulo">
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </NextIntlClientProvider>
      );
    }
    const cachedHtml = renderToString(<Providers>{block}</Providers>);
    expect(cachedHtml).toContain('Campanha de março');
    // Ended campaigns never reach the page, not even hidden.
    expect(cachedHtml).not.toContain('Fevereiro sem juros');

    vi.setSystemTime(inBrazil('2026-03-25T09:00:00'));
    const container = document.createElement('div');
    container.innerHTML = cachedHtml;
    document.body.append(container);
    await act(async () => {
      render(block, { container, hydrate: true, wrapper: Providers });
    });
    expect(titles(container)).toEqual(['Semana do milho']);
  });

  it('renders nothing, not even on the server, once every campaign has ended', async () => {
    vi.useFakeTimers({ now: inBrazil('2026-04-01T00:00:00') });
    expect(await campaignBlock()).toBeNull();
  });

  describe('written with date-times, as a CMS sends them', () => {
    const launch = { ...summerOffer, title: 'Lançamento Aurora Pro', startDate: '2026-03-10T12:00:00.000Z', endDate: '2026-03-20T21:00:00.000Z' };

    it.each([
      ['a minute before the start instant', '2026-03-10T08:59:00', []],
      ['the start instant', '2026-03-10T09:00:00', ['Lançamento Aurora Pro']],
      ['the end instant', '2026-03-20T18:00:00', ['Lançamento Aurora Pro']],
      ['a second after the end instant', '2026-03-20T18:00:01', []],
    ])('at %s (Brazil) shows %j', async (_, local, expected) => {
      vi.useFakeTimers({ now: inBrazil(local) });
      const { container } = renderWithProviders(<>{await campaignBlock('pt-BR', { items: [launch] })}</>);
      expect(titles(container)).toEqual(expected);
    });

    it('says the end day and time in the market, and runs all of a day picked at midnight', async () => {
      vi.useFakeTimers({ now: inBrazil('2026-03-20T22:00:00') });
      const picked = { ...summerOffer, title: 'Semana do milho', startDate: '2026-03-15T00:00:00.000-03:00', endDate: '2026-03-20T00:00:00.000-03:00' };
      renderWithProviders(<>{await campaignBlock('pt-BR', { items: [{ ...launch, endDate: '2026-03-21T02:00:00Z' }, picked] })}</>);
      const end = screen.getByText('Válida até 20 de março de 2026 às 23:00');
      expect(end.tagName).toBe('TIME');
      expect(end).toHaveAttribute('datetime', '2026-03-21T02:00:00.000Z');
      expect(screen.getByText('Válida até 20 de março de 2026')).toHaveAttribute('datetime', '2026-03-20');
    });
  });

  it('shows the end day, the text and the button of a campaign', async () => {
    await renderAt(inBrazil('2026-03-12T12:00:00'));
    const end = screen.getByText('Válida até 20 de março de 2026');
    expect(end.tagName).toBe('TIME');
    expect(end).toHaveAttribute('datetime', '2026-03-20');
    expect(screen.getByText('Pontos em dobro no Impulso na compra de Aurora Pro.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Colheita de soja ao entardecer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Participar' })).toHaveAttribute('href', '/pt-BR/campanhas');
  });

  it('shows a button only when both link and cta are set, and opens external links in a new tab', async () => {
    vi.useFakeTimers({ now: inBrazil('2026-03-12T12:00:00') });
    const props = {
      items: [
        { ...summerOffer, cta: '' },
        { ...summerOffer, title: 'Sem link', link: undefined },
        { ...summerOffer, title: 'Na Embrapa', link: 'https://www.embrapa.br', cta: 'Saiba mais' },
      ],
    };
    const { container } = renderWithProviders(<>{await campaignBlock('pt-BR', props)}</>);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('Saiba mais');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('campaignCarouselSchema', () => {
  it('accepts a one-day campaign and defaults autoplay to 7000 ms', () => {
    const props = campaignCarouselSchema.parse({ items: [{ ...summerOffer, endDate: '2026-03-10' }] });
    expect(props.autoplayMs).toBe(7000);
  });

  it('refuses an end before the start, saying which field and why', () => {
    for (const [startDate, endDate] of [
      ['2026-03-20', '2026-03-19'],
      ['2026-03-20T18:00:00-03:00', '2026-03-20T09:00:00-03:00'],
    ]) {
      const result = campaignCarouselSchema.safeParse({ items: [{ ...summerOffer, startDate, endDate }] });
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.path).toEqual(['items', 0, 'endDate']);
      expect(issue.message).toBe('endDate must be the same as startDate or later (both ends are included)');
    }
  });

  it('accepts days and ISO 8601 date-times, as a CMS sends them', () => {
    for (const [startDate, endDate] of [
      ['2026-03-10', '2026-03-20'],
      ['2026-03-10T00:00:00.000-03:00', '2026-03-20T00:00:00.000-03:00'],
      ['2026-03-10T12:00:00Z', '2026-03-20T21:00:00Z'],
      ['2026-03-10T09:00', '2026-03-20T18:00:00'],
      [' 2026-03-10 ', '2026-03-20T18:00:00-03:00'],
    ]) {
      expect(campaignCarouselSchema.safeParse({ items: [{ ...summerOffer, startDate, endDate }] }).success).toBe(true);
    }
  });

  it('refuses what is neither a day nor a date-time, and explains both forms', () => {
    for (const startDate of ['2026-02-30', '10/03/2026', '2026-03-10 09:00', '2026-03-10T25:00:00Z', '']) {
      const result = campaignCarouselSchema.safeParse({ items: [{ ...summerOffer, startDate }] });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['items', 0, 'startDate']);
      expect(result.error!.issues[0]!.message).toBe('must be a day written YYYY-MM-DD (e.g. 2026-11-01) or an ISO 8601 date-time (e.g. 2026-11-01T09:00:00-03:00)');
    }
  });

  it('takes the banner flat (imageDesktop a path, imageDesktopAlt its alt text) or nested, with or without a size', () => {
    const flat = { ...summerOffer, imageDesktop: '/images/campaign-harvest.svg', imageDesktopAlt: 'Colheita de soja ao entardecer' };
    expect(campaignCarouselSchema.parse({ items: [flat] }).items[0]!.imageDesktop).toEqual({ src: '/images/campaign-harvest.svg', alt: 'Colheita de soja ao entardecer' });
    const unsized = { ...summerOffer, imageDesktop: { src: '/images/campaign-harvest.svg', alt: 'Colheita' } };
    expect(campaignCarouselSchema.parse({ items: [unsized] }).items[0]!.imageDesktop).toEqual({ src: '/images/campaign-harvest.svg', alt: 'Colheita' });
  });

  it('refuses a campaign without title or image, and an empty carousel', () => {
    expect(campaignCarouselSchema.safeParse({ items: [{ ...summerOffer, title: ' ' }] }).success).toBe(false);
    expect(campaignCarouselSchema.safeParse({ items: [{ ...summerOffer, imageDesktop: undefined }] }).success).toBe(false);
    expect(campaignCarouselSchema.safeParse({ items: [] }).success).toBe(false);
  });
});
