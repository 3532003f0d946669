import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { connectFieldData, disconnectFieldData } from '@/lib/field-data/connection';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { connectAccountSchema, productBannerSchema } from '../schema';
import { ConnectAccountBlock } from './connect-account-block';
import { ProductBanner } from './product-banner';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const MARTINA = makeViewer(['Finance And Orders'], { uid: 'sbx-ar-0001', email: 'martina.gomez@example.com.ar' });
const props = connectAccountSchema.parse({ continuePath: '/mi-campana', advisoryPath: '/herramientas/recomendacion-de-siembra' });

async function renderPanel(query = '', { locale = 'es-AR', panelProps = props }: { locale?: 'es-AR' | 'pt-BR'; panelProps?: typeof props } = {}) {
  const rendered = await ConnectAccountBlock({ props: panelProps, context: makeContext({ locale, perRequest: true, viewer: MARTINA, searchParams: new URLSearchParams(query) }) });
  return renderWithProviders(rendered!, { locale });
}
const panel = () => screen.getByRole('region', { name: 'Conectá tu cuenta de datos de campo' });

/** Answers our connection route as the server would, counting the calls. */
function connectionRoute(status = 200) {
  const calls: string[] = [];
  server.use(
    http.all('*/api/partners/field-view/connection', ({ request }) => {
      calls.push(request.method);
      return status === 200 ? HttpResponse.json({ connected: request.method === 'POST' }) : HttpResponse.json({ error: 'upstream_error', message: 'x' }, { status });
    }),
  );
  return calls;
}

describe('ConnectAccountBlock', () => {
  beforeEach(async () => {
    router.push.mockReset();
    router.refresh.mockReset();
    await disconnectFieldData(MARTINA.uid);
  });

  it('connects through our route, then goes on to the campaign page', async () => {
    const calls = connectionRoute();
    await renderPanel();
    expect(within(panel()).getByRole('link', { name: 'Elegir mis campos en el sitio del socio' })).toHaveAttribute(
      'href',
      '/sandbox/field-view/field-selection?client_id=sandbox-field-view-client',
    );
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Conectar cuenta' }));
    expect(calls).toEqual(['POST']);
    expect(router.push).toHaveBeenCalledWith('/es-AR/mi-campana');
  });

  it('with preceon-redirect=true, goes back to the planting advisory once connected', async () => {
    connectionRoute();
    await renderPanel('preceon-redirect=true');
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Conectar cuenta' }));
    expect(router.push).toHaveBeenCalledWith('/es-AR/herramientas/recomendacion-de-siembra');
  });

  it('in a locale without a campaign page, goes on to its planting advisory, and says so once connected', async () => {
    connectionRoute();
    const advisoryOnly = connectAccountSchema.parse({ advisoryPath: '/ferramentas/recomendacao-de-semeadura' });
    await renderPanel('', { locale: 'pt-BR', panelProps: advisoryOnly });
    const portuguesePanel = screen.getByRole('region', { name: 'Conecte sua conta de dados de campo' });
    await userEvent.click(await within(portuguesePanel).findByRole('button', { name: 'Conectar conta' }));
    expect(router.push).toHaveBeenCalledWith('/pt-BR/ferramentas/recomendacao-de-semeadura');

    await connectFieldData(MARTINA.uid, 'sandbox-fv.any');
    document.body.innerHTML = '';
    await renderPanel('', { locale: 'pt-BR', panelProps: advisoryOnly });
    expect(screen.getByRole('link', { name: 'Voltar para a recomendação de semeadura' })).toHaveAttribute('href', '/pt-BR/ferramentas/recomendacao-de-semeadura');
  });

  it('refuses a panel without the planting advisory to come back to', () => {
    expect(connectAccountSchema.safeParse({ continuePath: '/mi-campana' }).success).toBe(false);
  });

  it('says when the connection failed, and stays ready to try again', async () => {
    connectionRoute(502);
    await renderPanel();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Conectar cuenta' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('No pudimos conectar tu cuenta. Intentalo de nuevo.');
    expect(router.push).not.toHaveBeenCalled();
    expect(within(panel()).getByRole('button', { name: 'Conectar cuenta' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a connected account, its way on, and disconnects it', async () => {
    await connectFieldData(MARTINA.uid, 'sandbox-fv.any');
    const calls = connectionRoute();
    await renderPanel('preceon-redirect=true');
    expect(panel()).toHaveTextContent('Tu cuenta está conectada');
    expect(within(panel()).getByRole('link', { name: 'Volver a la recomendación de siembra' })).toHaveAttribute('href', '/es-AR/herramientas/recomendacion-de-siembra');
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Desconectar cuenta' }));
    expect(calls).toEqual(['DELETE']);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('renders nothing on a page without access rules', async () => {
    expect(await ConnectAccountBlock({ props, context: makeContext({ locale: 'es-AR' }) })).toBeNull();
  });
});

describe('ProductBanner', () => {
  it('shows the product, with its link in the locale and the default button words', async () => {
    const banner = productBannerSchema.parse({ title: 'Datos de campo', text: 'Tus lotes, en un solo lugar.', href: '/mi-campana' });
    renderWithProviders((await ProductBanner({ props: banner, context: makeContext({ locale: 'es-AR' }) }))!, { locale: 'es-AR' });
    const region = screen.getByRole('region', { name: 'Datos de campo' });
    expect(region).toHaveTextContent('Tus lotes, en un solo lugar.');
    expect(within(region).getByRole('link', { name: 'Conocer más' })).toHaveAttribute('href', '/es-AR/mi-campana');
  });

  it('opens another site in a new tab, with the words the editor gave', async () => {
    const banner = productBannerSchema.parse({ title: 'FieldView', text: 'x', href: 'https://fieldview.example', cta: 'Ir a FieldView' });
    renderWithProviders((await ProductBanner({ props: banner, context: makeContext({ locale: 'es-AR' }) }))!, { locale: 'es-AR' });
    expect(screen.getByRole('link', { name: 'Ir a FieldView' })).toHaveAttribute('target', '_blank');
  });
});
