import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { countLoyaltyRouteCalls, renderServerBlock } from '../shared/block-test-support';
import { ContactInfoBlock } from './contact-info-block';
import { contactInfoSchema } from './contact-info-schema';
import { ContactInfoSkeleton } from './contact-info-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const ana = makeViewer(['Grower'], { document: '12345678909' });
const props = contactInfoSchema.parse({});
const MEMBER_PATH = '/loyalty/impulso-back/api/members/MTIzNDU2Nzg5MDk%3D';

describe('ContactInfoBlock', () => {
  beforeEach(() => sandbox.reset());

  it('shows the programme’s general card and one per advisor from the member’s summary, read on the server', async () => {
    const calls = countLoyaltyRouteCalls();
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

  it('shows the error state when the programme failed on the server; its retry asks the server for the page again, which then has the contacts', async () => {
    const user = userEvent.setup();
    refresh.mockReset();
    await sandbox.fault({ path: MEMBER_PATH, status: 503 });
    const { unmount } = renderServerBlock(await ContactInfoBlock({ props, context: makeContext({ viewer: ana }) }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus contatos');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(refresh).toHaveBeenCalledTimes(1);

    // The server's next render, once the programme answers again.
    unmount();
    await sandbox.reset();
    renderServerBlock(await ContactInfoBlock({ props, context: makeContext({ viewer: ana }) }));
    expect(screen.getByRole('heading', { level: 3, name: 'Central Impulso' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error state for a viewer without a programme account', async () => {
    renderServerBlock(await ContactInfoBlock({ props, context: makeContext({ viewer: makeViewer(['Grower']) }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar seus contatos');
  });

  it('renders nothing, skeleton included, without a viewer (a page without access rules)', async () => {
    expect(await ContactInfoBlock({ props, context: makeContext() })).toBeNull();
    expect(await ContactInfoSkeleton({ props, context: makeContext() })).toBeNull();
  });

  it('its skeleton keeps the heading and three placeholder cards of the loaded cards’ box, and says contacts are loading', async () => {
    const { unmount } = renderServerBlock(await ContactInfoSkeleton({ props, context: makeContext({ viewer: ana, locale: 'en-US' }) }), { locale: 'en-US' });
    const section = screen.getByRole('region', { name: 'Contacts' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading contacts…');
    // Placeholders are shapes, hidden from assistive technology, with no button to press.
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    const placeholders = section.querySelectorAll('li');
    expect(placeholders).toHaveLength(3);
    expect(declaredStyle(placeholders[0]!, 'min-height')).toBe('15rem');
    const placeholderClass = placeholders[0]!.className;
    unmount();

    renderServerBlock(await ContactInfoBlock({ props, context: makeContext({ viewer: ana }) }));
    expect(screen.getAllByRole('listitem')[0]!.className).toBe(placeholderClass);
  });

  it('takes no props', () => {
    expect(contactInfoSchema.safeParse({}).success).toBe(true);
    expect(contactInfoSchema.safeParse({ heading: 'x' }).success).toBe(false);
  });
});
