import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { AccessUnavailable } from './access-unavailable';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('AccessUnavailable', () => {
  it.each([
    ['pt-BR', 'Não conseguimos verificar seu acesso agora', 'Tentar novamente'],
    ['es-AR', 'No pudimos verificar tu acceso ahora', 'Probar de nuevo'],
    ['en-US', "We couldn't check your access right now", 'Try again'],
  ] as const)('says in %s that access could not be checked, and offers to load the page again', async (locale, heading, retry) => {
    renderWithProviders(await AccessUnavailable({ locale, retryHref: `/${locale}/area` }), { locale });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: retry })).toHaveAttribute('href', `/${locale}/area`);
  });
});
