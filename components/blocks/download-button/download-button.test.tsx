import { screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { DownloadButton } from './download-button';
import { downloadButtonSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const props = downloadButtonSchema.parse({ label: 'Bula Aurora Pro', file: '/downloads/aurora-pro-bula.pdf', format: 'PDF', sizeBytes: 1_200_000 });

describe('DownloadButton', () => {
  it('downloads the site file, not a locale page, and names format, size and the download', async () => {
    renderWithProviders(await DownloadButton({ props, context: makeContext() }));
    const link = screen.getByRole('link', { name: 'Bula Aurora Pro PDF · 1,2 MB (baixar arquivo)' });
    expect(link).toHaveAttribute('href', '/downloads/aurora-pro-bula.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('target');
  });

  it('formats the size for the locale', async () => {
    renderWithProviders(await DownloadButton({ props, context: makeContext({ locale: 'en-US' }) }), { locale: 'en-US' });
    expect(screen.getByRole('link', { name: 'Bula Aurora Pro PDF · 1.2 MB (download file)' })).toBeInTheDocument();
  });

  it('shows only what is known of the file', async () => {
    const { unmount } = renderWithProviders(await DownloadButton({ props: { ...props, format: undefined }, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    expect(screen.getByRole('link', { name: 'Bula Aurora Pro 1,2 MB (descargar archivo)' })).toBeInTheDocument();
    unmount();
    renderWithProviders(await DownloadButton({ props: { label: 'Bula', file: '/downloads/bula.pdf' }, context: makeContext() }));
    expect(screen.getByRole('link', { name: 'Bula (baixar arquivo)' })).toBeInTheDocument();
    expect(screen.queryByText('·', { exact: false })).not.toBeInTheDocument();
  });

  it('only accepts files served by this site', () => {
    expect(downloadButtonSchema.safeParse({ label: 'x', file: 'https://example.com/bula.pdf' }).success).toBe(false);
    expect(downloadButtonSchema.safeParse({ label: 'x', file: '//evil.example/bula.pdf' }).success).toBe(false);
    expect(downloadButtonSchema.safeParse({ label: 'x', file: 'javascript:alert(1)' }).success).toBe(false);
    expect(downloadButtonSchema.safeParse({ label: ' ', file: '/downloads/bula.pdf' }).success).toBe(false);
    expect(downloadButtonSchema.safeParse({ label: 'x', file: '/downloads/bula.pdf', sizeBytes: -1 }).success).toBe(false);
  });
});
