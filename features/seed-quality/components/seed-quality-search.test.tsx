import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@/lib/i18n/locales';
import type { SeedQualityResult } from '@/lib/seed-quality/contract';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { SeedQualitySearchBlock } from './seed-quality-search-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const ROUTE = '/api/partners/cultivio/corn-batch';
const report: SeedQualityResult = { hybrid: 'TL 2280 VIP3', grade: 'C2M', germinationPower: 96, recommendedPlate: 'Disco 28 furos, 8 mm', doubles: 1.5, failures: 2.25, pureSeed: 99.8, dav: '12/03/2026' };

/** The corn batch route as the browser reaches it (its own tests hold it to the spec): one known batch, a message for any other, its codes recorded. */
function route(answer?: (code: string) => Response | Promise<Response>) {
  const codes: string[] = [];
  server.use(
    http.get(ROUTE, ({ request }) => {
      const code = new URL(request.url).searchParams.get('seedGroupCode')!;
      codes.push(code);
      if (answer) return answer(code);
      return HttpResponse.json(code === 'TL2280-24-0153' ? report : { message: `Lote ${code} não encontrado.` });
    }),
  );
  return codes;
}

async function renderSearch(locale: Locale = 'pt-BR') {
  const element = await SeedQualitySearchBlock({ props: {}, context: makeContext({ locale }), nodeId: 'qualidade' });
  renderWithProviders(<>{element}</>, { locale });
  return { input: screen.getByRole('textbox', { name: 'Código do lote' }), button: screen.getByRole('button', { name: 'Consultar' }) };
}

describe('SeedQualitySearch', () => {
  it('shows the search under its heading, the input described by its hint and valid', async () => {
    const { input, button } = await renderSearch();
    expect(screen.getByRole('region', { name: 'Qualidade de sementes' })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('O código impresso na embalagem da semente, por exemplo TL2280-24-0153.');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeEnabled();
  });

  it('upper-cases the code as it is typed', async () => {
    const { input } = await renderSearch();
    await userEvent.type(input, 'tl2280-24');
    expect(input).toHaveValue('TL2280-24');
  });

  it('does nothing for an empty or blank code', async () => {
    const codes = route();
    const { input, button } = await renderSearch();
    await userEvent.click(button);
    await userEvent.type(input, '   {Enter}');
    expect(codes).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the input and the button while it looks up, and says so', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    route(async () => {
      await held;
      return HttpResponse.json(report);
    });
    const { input, button } = await renderSearch();
    await userEvent.type(input, 'TL2280-24-0153{Enter}');
    await waitFor(() => expect(input).toBeDisabled());
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Consultando o lote…');
    release();
    await screen.findByRole('dialog', { name: 'Qualidade do lote' });
    expect(input).toBeEnabled();
    expect(button).toBeEnabled();
  });

  it("opens the side sheet with the batch's report, the trimmed code asked and percentages in the locale's words", async () => {
    const codes = route();
    const { input } = await renderSearch();
    await userEvent.type(input, '  tl2280-24-0153  {Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Qualidade do lote' });
    expect(codes).toEqual(['TL2280-24-0153']);
    const fact = (label: string) => within(sheet).getByText(label).nextElementSibling?.textContent;
    expect(fact('Lote')).toBe('TL2280-24-0153');
    expect(fact('Híbrido')).toBe('TL 2280 VIP3');
    expect(fact('Peneira')).toBe('C2M');
    expect(fact('Poder germinativo')).toBe('96%');
    expect(fact('Disco recomendado')).toBe('Disco 28 furos, 8 mm');
    expect(fact('Duplos')).toBe('1,5%');
    expect(fact('Falhas')).toBe('2,25%');
    expect(fact('Pureza')).toBe('99,8%');
    expect(fact('DAV')).toBe('12/03/2026');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("formats the report in the page's locale", async () => {
    route();
    const element = await SeedQualitySearchBlock({ props: { heading: 'Seed quality lookup' }, context: makeContext({ locale: 'en-US' }) });
    renderWithProviders(<>{element}</>, { locale: 'en-US' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Batch code' }), 'TL2280-24-0153{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Batch quality' });
    expect(within(sheet).getByText('Failures').nextElementSibling).toHaveTextContent('2.25%');
  });

  it.each([
    ['an answer containing a message', () => HttpResponse.json({ message: 'Lote ZZ9999 não encontrado.' })],
    ["the route's 400 body", () => HttpResponse.json({ message: 'seedGroupCode inválido.' }, { status: 400 })],
    ["the route's 'Unkown error'", () => HttpResponse.json({ error: 'upstream_error', message: 'Unkown error' }, { status: 502 })],
    ["the route's 'Error'", () => HttpResponse.json({ error: 'upstream_timeout', message: 'Error' }, { status: 504 })],
    ['a network failure', () => HttpResponse.error()],
  ])('on %s, marks the input invalid with the error, and opens no sheet', async (_name, answer) => {
    route(answer);
    const { input } = await renderSearch();
    await userEvent.type(input, 'ZZ9999{Enter}');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Não encontramos este lote. Confira o código e tente novamente.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Não encontramos este lote\./);
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the error once the code is edited, and finds the batch on the next search', async () => {
    route();
    const { input } = await renderSearch();
    await userEvent.type(input, 'ZZ9999{Enter}');
    await screen.findByRole('alert');
    await userEvent.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(input, 'TL2280-24-0153{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Qualidade do lote' })).toBeInTheDocument();
  });
});

