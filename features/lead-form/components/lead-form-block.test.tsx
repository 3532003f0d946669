import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { marketo } from '@/lib/upstreams/marketo/client';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { leadFormBlockSchema } from '../schema';
import { LeadFormBlock } from './lead-form-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ push: vi.fn() }) }));

const FORM_PATH = '/marketo/forms/index.php/form/getForm';
/** A form id no other test reads, so the Marketo client's definition cache does not answer for the provider. */
const props = (formId: number) => leadFormBlockSchema.parse({ munchkinId: '284-TRL-731', formId, heading: 'Fale com um especialista' });
const render = async (formId: number) => renderWithProviders(await LeadFormBlock({ props: props(formId), context: makeContext() }));

/** Counts the browser's calls of our form route (the block should make none on first load). */
function browserFetches() {
  let calls = 0;
  server.use(
    http.get('/api/marketo-form', async ({ request }) => {
      calls++;
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({ data: await marketo.getFormDefinition(query.get('munchkinId')!, Number(query.get('formId'))) });
    }),
  );
  return () => calls;
}

describe('LeadFormBlock', () => {
  beforeEach(async () => {
    await sandbox.reset();
    window.dataLayer = [];
  });

  it('renders the form with its fields on first load, read on the server: no spinner, no call from the browser', async () => {
    const calls = browserFetches();
    await render(1001);
    expect(screen.getByRole('heading', { name: 'Fale com um especialista' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('shows fetch-error at once when the server could not read the form (after the retries), and loads it on retry', async () => {
    const calls = browserFetches();
    await sandbox.fault({ path: FORM_PATH, query: { id: '1003' }, status: 503, times: 4 });
    await render(1003);
    expect(screen.getByText('Não foi possível carregar o formulário agora. Tente novamente em alguns instantes.')).toBeInTheDocument();
    // The server's one request and the spec's 3 retries; the browser does not ask again by itself.
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(4);
    expect(calls()).toBe(0);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'error_report', error_type: 'form-fetch-error', form_id: 1003 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(calls()).toBe(1);
  });
});
