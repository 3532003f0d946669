import { render, screen, within } from '@testing-library/react';
import type { Viewer } from '@/lib/cms/blocks';
import { makeContext } from '@/tests/fixtures/cms';
import { FinanceQuickLinks, FinanceQuickLinksSkeleton } from './quick-links';
import { financeQuickLinksSchema, type FinanceQuickLinksProps } from './quick-links-schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

/** A signed-in Argentine customer as blocks see them, with these roles (as the account service spells them). */
function viewerWith(roles: string[]): Viewer {
  const viewer = {
    uid: 'sbx-ar-0001',
    email: 'martina.gomez@example.com.ar',
    name: 'Martina Gómez',
    document: '27301234568',
    roles: async () => roles,
    flagEnabled: async () => true,
    isHeadGrower: async () => false,
  };
  return viewer;
}

/** The links of each tier, as an editor authors them (content/es-AR/finanzas.json's shape). */
const ALL_TIERS: FinanceQuickLinksProps = financeQuickLinksSchema.parse({
  eximia: {
    heading: 'Accesos rápidos Eximia',
    text: 'Tu cuenta, tus pedidos y tu línea de crédito en un solo lugar.',
    links: [
      { label: 'Mis pedidos', href: '/pedidos' },
      { label: 'Estado de cuenta', href: '/estado-de-cuenta' },
      { label: 'Portal de pagos', href: 'https://pagos.example.com.ar' },
    ],
  },
  premium: {
    heading: 'Accesos rápidos Premium',
    text: 'Tu línea de crédito y tu estado de cuenta.',
    links: [
      { label: 'Estado de cuenta', href: '/estado-de-cuenta' },
      { label: 'Hablar con mi representante', href: '/representante' },
    ],
  },
  standard: {
    heading: 'Accesos rápidos',
    links: [{ label: 'Herramientas', href: '/herramientas' }],
  },
});

const context = (viewer?: Viewer) => makeContext({ locale: 'es-AR', perRequest: true, viewer });

async function renderLinks(viewer: Viewer | undefined, props: FinanceQuickLinksProps = ALL_TIERS) {
  const rendered = await FinanceQuickLinks({ props, context: context(viewer), nodeId: 'accesos-rapidos' });
  return { rendered, ...render(<>{rendered}</>) };
}

/** The links as a visitor reads them: label and where each goes. */
const linksIn = (section: HTMLElement) => within(section).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('FinanceQuickLinks', () => {
  it('shows a customer with the finance-and-orders role (however spelt) the eximia links, under /es-AR/', async () => {
    await renderLinks(viewerWith(['Finance And Orders']));
    const section = screen.getByRole('region', { name: 'Accesos rápidos Eximia' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Accesos rápidos Eximia' })).toBeInTheDocument();
    expect(within(section).getByRole('paragraph')).toHaveTextContent('Tu cuenta, tus pedidos y tu línea de crédito en un solo lugar.');
    expect(linksIn(section)).toEqual([
      ['Mis pedidos', '/es-AR/pedidos'],
      ['Estado de cuenta', '/es-AR/estado-de-cuenta'],
      ['Portal de pagos', 'https://pagos.example.com.ar'],
    ]);
    // Another site opens in a new tab.
    expect(within(section).getByRole('link', { name: 'Portal de pagos' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Accesos rápidos Premium')).not.toBeInTheDocument();
  });

  it('shows a customer with both finance roles the higher tier, eximia', async () => {
    await renderLinks(viewerWith(['finance', 'finance-and-orders']));
    expect(screen.getByRole('heading', { name: 'Accesos rápidos Eximia' })).toBeInTheDocument();
  });

  it('shows a customer with the finance role the premium links', async () => {
    await renderLinks(viewerWith(['finance']));
    const section = screen.getByRole('region', { name: 'Accesos rápidos Premium' });
    expect(section).toHaveTextContent('Tu línea de crédito y tu estado de cuenta.');
    expect(linksIn(section)).toEqual([
      ['Estado de cuenta', '/es-AR/estado-de-cuenta'],
      ['Hablar con mi representante', '/es-AR/representante'],
    ]);
    expect(screen.queryByText('Accesos rápidos Eximia')).not.toBeInTheDocument();
  });

  it('shows anyone else (a grower) the standard links, without a text when none was authored', async () => {
    await renderLinks(viewerWith(['Grower']));
    const section = screen.getByRole('region', { name: 'Accesos rápidos' });
    expect(linksIn(section)).toEqual([['Herramientas', '/es-AR/herramientas']]);
    expect(within(section).queryByRole('paragraph')).not.toBeInTheDocument();
    expect(screen.queryByText(/Eximia|Premium/)).not.toBeInTheDocument();
  });

  it('shows nothing to a tier without authored links (no fallback to another tier)', async () => {
    const { eximia, standard } = ALL_TIERS;
    const { rendered, container } = await renderLinks(viewerWith(['finance']), { eximia, standard });
    expect(rendered).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing without a viewer', async () => {
    const { rendered, container } = await renderLinks(undefined);
    expect(rendered).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('FinanceQuickLinksSkeleton', () => {
  it('says the links are loading, in the page\'s language, while the roles load', async () => {
    render(<>{await FinanceQuickLinksSkeleton({ props: ALL_TIERS, context: context(viewerWith([])) })}</>);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus accesos…');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('holds no place without a viewer', async () => {
    expect(await FinanceQuickLinksSkeleton({ props: ALL_TIERS, context: context() })).toBeNull();
  });
});
