import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { renderServerBlock } from '../shared/block-test-support';
import { ContactInfoBlock } from './contact-info-block';
import { contactInfoSchema } from './contact-info-schema';
import { ContactInfoSkeleton } from './contact-info-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const ANA = '12345678909';
const ana = makeViewer(['Grower'], { document: ANA });
const props = contactInfoSchema.parse({});
const MEMBER_PATH = '/loyalty/impulso-back/api/members/MTIzNDU2Nzg5MDk%3D';

/** The member route as the browser reaches it, counting its calls. */
function memberRoute() {
  let calls = 0;
  server.use(
    http.get('/api/loyalty/member', async () => {
      calls++;
      return HttpResponse.json({ member: await loyalty.member(ANA) });
    }),
  );
  return () => calls;
}

describe('ContactInfoBlock', () => {
  beforeEach(() => sandbox.reset());

  it('shows the programme’s general card and one per advisor from the member’s summary, read on the server', async () => {
    const calls = memberRoute();
    renderServerBlock(await ContactInfoBlock({ props, context: makeContext({ viewer: ana, perRequest: true }) }));
    const section = screen.getByRole('region', { name: 'Contatos' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Central Impulso', 'Fernanda Lima', 'Rafael Costa']);
    expect(within(cards[0]!).getByRole('link', { name: '0800 725 1122' })).toHaveAttribute('href', 'tel:08007251122');
    expect(within(cards[1]!).getByRole('link', { name: '(64) 3621-4400' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('opens an advisor’s every channel in the block’s modal, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderServerBlock(await ContactInfoBlock({ props, context: makeContext({ viewer: ana }) }));
    const seeMore = screen.getByRole('button', { name: 'Ver mais sobre Fernanda Lima' });
    await user.click(seeMore);
    const dialog = await screen.findByRole('dialog', { name: 'Fernanda Lima' });
    expect(within(dialog).getByRole('link', { name: 'fernanda.lima@impulso.example' })).toHaveAttribute('href', 'mailto:fernanda.lima@impulso.example');
    expect(within(dialog).getByRole('link', { name: '(64) 99912-3344 (abre em uma nova aba)' })).toHaveAttribute('href', 'https://wa.me/5564999123344');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seeMore).toHaveFocus();
  });

  it('shows the error state at once when the programme failed on the server, and loads the contacts on retry', async () => {
    const user = userEvent.setup();
    const calls = memberRoute();
    await sandbox.fault({ path: MEMBER_PATH, status: 503 });
    renderServerBlock(await ContactInfoBlock({ props, context: makeContext({ viewer: ana }) }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus contatos');
    expect(calls()).toBe(0);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Central Impulso' })).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('renders nothing, skeleton included, without a viewer (a page without access rules)', async () => {
    expect(await ContactInfoBlock({ props, context: makeContext() })).toBeNull();
    expect(await ContactInfoSkeleton({ props, context: makeContext() })).toBeNull();
  });

  it('its skeleton keeps the heading and three placeholder cards, and says contacts are loading', async () => {
    renderServerBlock(await ContactInfoSkeleton({ props, context: makeContext({ viewer: ana, locale: 'en-US' }) }));
    const section = screen.getByRole('region', { name: 'Contacts' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading contacts…');
    expect(section.querySelectorAll('li')).toHaveLength(3);
  });

  it('takes no props', () => {
    expect(contactInfoSchema.safeParse({}).success).toBe(true);
    expect(contactInfoSchema.safeParse({ heading: 'x' }).success).toBe(false);
  });
});
