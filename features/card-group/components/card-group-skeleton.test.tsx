import { screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { cardGroupSchema } from '../schema';
import { CardGroupSkeleton } from './card-group-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const group = cardGroupSchema.parse({ heading: 'Leituras para a sua lavoura', loadType: 'tags', tags: ['terralis:culturas/soja'] });

describe('CardGroupSkeleton', () => {
  it('keeps the heading and the place of a row of cards, and tells screen readers the articles are loading', async () => {
    renderWithProviders(await CardGroupSkeleton({ props: group, context: makeContext() }));
    expect(screen.getByRole('region', { name: 'Leituras para a sua lavoura' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando artigos…');
    // The placeholders are shapes, not content: hidden from assistive technology.
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(document.querySelectorAll('li')).toHaveLength(3);
  });

  it('speaks the page’s language', async () => {
    renderWithProviders(await CardGroupSkeleton({ props: group, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando artículos…');
  });
});
