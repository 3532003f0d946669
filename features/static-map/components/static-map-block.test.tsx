import { screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { staticMapBlockSchema } from '../schema';
import { StaticMapBlock } from './static-map-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const mapsKey = vi.hoisted(() => ({ value: 'sandbox-maps-key' as string | null }));
vi.mock('@/lib/upstreams/maps/client', () => ({ staticMapsAvailable: () => mapsKey.value !== null }));

const props = staticMapBlockSchema.parse({ lat: -17.79, lng: -50.92, zoom: 13, alt: 'Escritório Terralis em Rio Verde, GO', caption: 'Av. Presidente Vargas, 1200' });

describe('StaticMapBlock', () => {
  it('shows the map from our own route, at 708x390, with the key nowhere in the page', async () => {
    mapsKey.value = 'sandbox-maps-key';
    const { container } = renderWithProviders(await StaticMapBlock({ props, context: makeContext() }));
    const image = screen.getByRole('img', { name: 'Escritório Terralis em Rio Verde, GO' });
    expect(image).toHaveAttribute('src', '/api/static-map?lat=-17.79&lng=-50.92&zoom=13');
    expect(image).toHaveAttribute('width', '708');
    expect(image).toHaveAttribute('height', '390');
    expect(container.innerHTML).not.toContain('sandbox-maps-key');
    expect(screen.getByText('Av. Presidente Vargas, 1200')).toBeInTheDocument();
  });

  it('keeps the space and says the map is unavailable when no maps key is configured', async () => {
    mapsKey.value = null;
    renderWithProviders(await StaticMapBlock({ props, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    expect(screen.getByRole('img', { name: 'Escritório Terralis em Rio Verde, GO' })).toHaveTextContent('El mapa no está disponible en este momento.');
    expect(document.querySelector('img')).toBeNull();
  });

  it('needs a description and a place on earth', () => {
    expect(staticMapBlockSchema.safeParse({ lat: 0, lng: 0 }).success).toBe(false);
    expect(staticMapBlockSchema.safeParse({ lat: 95, lng: 0, alt: 'x' }).success).toBe(false);
  });
});
