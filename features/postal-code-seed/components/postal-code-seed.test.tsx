import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import type { MagoyaRecommendation, PostcodePlace } from '@/lib/postal-code-seed/contract';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { PostalCodeSeedBlock } from './postal-code-seed-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('@/lib/flags', () => ({ flagEnabled: vi.fn() }));

const places: Record<string, PostcodePlace> = {
  '78890': { geometry: { coordinates: [-55.7114, -12.5425] }, properties: { postcode_name: 'Sorriso' } },
  '99010': { geometry: { coordinates: [-52.4066, -28.2612] }, properties: { postcode_name: 'Passo Fundo' } },
};
const recommendation = (latitude: number): MagoyaRecommendation =>
  latitude > -20
    ? { region: 'Cerrado Norte (MT, TO)', hybrids: [{ name: 'TL 3015 PRO4', cycleDays: 125, seedsPerHectare: 62000, sowingWindow: 'Safrinha: janeiro a fevereiro' }] }
    : { region: 'Sul (PR, SC, RS)', hybrids: [{ name: 'TL 4020 VIP3', cycleDays: 145, seedsPerHectare: 72000, sowingWindow: 'Verão: agosto a outubro' }] };

/** Our routes and the widget API as the browser reaches them (their own tests hold them to the spec); what they were asked is recorded. */
function services({ lookup, recommend }: { lookup?: () => Response | Promise<Response>; recommend?: () => Promise<Response | undefined> } = {}) {
  const asked = { postCodes: [] as string[], keys: 0, recommendations: [] as { lat: string | null; lng: string | null; key: string | null }[] };
  server.use(
    http.post('/api/location360', ({ request }) => {
      const postCode = new URL(request.url).searchParams.get('postCode')!;
      asked.postCodes.push(postCode);
      if (lookup) return lookup();
      const place = places[postCode];
      return place ? HttpResponse.json(place) : HttpResponse.json({ error: 'postcode_not_found', message: 'CEP não encontrado' }, { status: 404 });
    }),
    http.get('/api/magoya-widget-api-key', () => {
      asked.keys += 1;
      return HttpResponse.json({ apiKey: 'widget-key', widgetUrl: '/sandbox/magoya/v1' });
    }),
    http.get('/sandbox/magoya/v1/recommendations', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.recommendations.push({ lat: query.get('lat'), lng: query.get('lng'), key: request.headers.get('x-api-key') });
      return (await recommend?.()) ?? HttpResponse.json(recommendation(Number(query.get('lat'))));
    }),
  );
  return asked;
}

async function renderWidget() {
  const element = await PostalCodeSeedBlock({ props: {}, context: makeContext({ locale: 'pt-BR' }), nodeId: 'cep' });
  renderWithProviders(<>{element}</>, { locale: 'pt-BR' });
}

const field = () => screen.getByRole('textbox', { name: 'CEP' });
const submit = () => screen.getByRole('button', { name: 'Ver recomendação' });

beforeEach(() => vi.mocked(flagEnabled).mockResolvedValue(true));

describe('PostalCodeSeedWidget', () => {
  it('asks for a CEP under its heading, with the flag on', async () => {
    await renderWidget();
    expect(flagEnabled).toHaveBeenCalledWith(flagKeys.recommendationWidget);
    expect(screen.getByRole('region', { name: 'Recomendação de milho por CEP' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('placeholder', '00.000-000');
    expect(field()).toHaveAccessibleDescription('Digite o CEP da sua lavoura para ver os híbridos recomendados para a região.');
    expect(submit()).toBeDisabled();
  });

  it('renders nothing with the flag off', async () => {
    vi.mocked(flagEnabled).mockResolvedValue(false);
    expect(await PostalCodeSeedBlock({ props: {}, context: makeContext({ locale: 'pt-BR' }) })).toBeNull();
  });

  it('masks the CEP as typed or pasted, and lets it be submitted only once whole', async () => {
    await renderWidget();
    await userEvent.type(field(), '7889a00');
    expect(field()).toHaveValue('78.890-0');
    expect(submit()).toBeDisabled();
    await userEvent.type(field(), '0');
    expect(field()).toHaveValue('78.890-00');
    expect(submit()).toBeDisabled();
    await userEvent.type(field(), '09');
    expect(field()).toHaveValue('78.890-000');
    expect(submit()).toBeEnabled();
    await userEvent.clear(field());
    await userEvent.click(field());
    await userEvent.paste('99010120');
    expect(field()).toHaveValue('99.010-120');
  });

  it('disables the field and the button while it looks up, and says so', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    services({
      lookup: async () => {
        await held;
        return HttpResponse.json(places['78890']);
      },
    });
    await renderWidget();
    await userEvent.type(field(), '78890000{Enter}');
    await waitFor(() => expect(field()).toBeDisabled());
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando o CEP…');
    release();
    expect(await screen.findByText('Sorriso')).toBeInTheDocument();
  });

  it("shows the widget with the city, then the recommendation for its point, asked with the widget's key", async () => {
    const asked = services();
    await renderWidget();
    await userEvent.type(field(), '78890000');
    await userEvent.click(submit());
    expect(await screen.findByText('Sorriso')).toBeInTheDocument();
    expect(asked.postCodes).toEqual(['78890']);
    expect(screen.getByText(/Recomendação para/)).toHaveTextContent('Recomendação para Sorriso (78.890-000)');
    expect(screen.queryByRole('textbox', { name: 'CEP' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'TL 3015 PRO4' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /TL 3015 PRO4/ })).toHaveTextContent('TL 3015 PRO4125 dias62.000Safrinha: janeiro a fevereiro');
    expect(screen.getByText('Cerrado Norte (MT, TO)')).toBeInTheDocument();
    expect(asked.recommendations).toEqual([{ lat: '-12.5425', lng: '-55.7114', key: 'widget-key' }]);
  });

  it("shows the recommendation's loading state, then its error with a retry that loads it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    services({
      recommend: async () => {
        await held;
        return fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined;
      },
    });
    await renderWidget();
    await userEvent.type(field(), '78890000{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Carregando a recomendação…'));
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a recomendação.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it.each([
    ['an unknown CEP', undefined, 'CEP não encontrado'],
    ['a failed lookup', () => HttpResponse.json({ error: 'upstream_error', message: 'down' }, { status: 502 }), 'Não foi possível consultar o CEP agora. Tente novamente.'],
    ['a network failure', () => HttpResponse.error(), 'Não foi possível consultar o CEP agora. Tente novamente.'],
  ])('on %s, marks the field invalid with the message', async (_name, lookup, message) => {
    const asked = services({ lookup });
    await renderWidget();
    await userEvent.type(field(), '00000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(new RegExp(`^${message}`));
    await waitFor(() => expect(field()).toHaveFocus());
    expect(asked.postCodes).toEqual(['00000']);
    await userEvent.type(field(), '{Backspace}');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("'change' opens a modal for another CEP, whose widget then shows", async () => {
    const asked = services();
    await renderWidget();
    await userEvent.type(field(), '78890000{Enter}');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar CEP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informe outro CEP' });
    const other = within(dialog).getByRole('textbox', { name: 'CEP' });
    await userEvent.type(other, '00000000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('CEP não encontrado');
    await userEvent.clear(other);
    await userEvent.type(other, '99010120{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Recomendação para/)).toHaveTextContent('Recomendação para Passo Fundo (99.010-120)');
    expect(await screen.findByRole('rowheader', { name: 'TL 4020 VIP3' })).toBeInTheDocument();
    // The widget's key was asked once for both recommendations.
    expect(asked.keys).toBeLessThanOrEqual(1);
    expect(asked.recommendations).toHaveLength(2);
  });
});
