import { screen, within } from '@testing-library/react';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { countLoyaltyRouteCalls, renderServerBlock } from '../shared/block-test-support';
import { TopicsBlock } from './topics-block';
import { topicsSchema } from './topics-schema';
import { TopicsSkeleton } from './topics-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const ana = makeViewer(['Grower'], { document: '12345678909' });
const carlos = makeViewer(['Grower'], { document: '98765432100' });
const props = (fields: Record<string, unknown> = {}) => topicsSchema.parse(fields);

describe('TopicsBlock', () => {
  beforeEach(() => sandbox.reset());

  it('renders the viewer’s 4 articles at once, read on the server: no skeleton, no call from the browser', async () => {
    const calls = countLoyaltyRouteCalls();
    renderServerBlock(await TopicsBlock({ props: props(), context: makeContext({ viewer: ana, perRequest: true }) }));
    const section = screen.getByRole('region', { name: 'Conteúdos para você' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText('MERCADO')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Editar interesses' })).toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('takes the editor’s heading', async () => {
    renderServerBlock(await TopicsBlock({ props: props({ heading: 'Leituras para a sua safra' }), context: makeContext({ viewer: ana }) }));
    expect(screen.getByRole('region', { name: 'Leituras para a sua safra' })).toBeInTheDocument();
  });

  it('renders nothing for a member whose interests are a list, or when the programme fails', async () => {
    expect(await TopicsBlock({ props: props(), context: makeContext({ viewer: carlos }) })).toBeNull();
    await sandbox.fault({ path: '/impulso/api/contents2u/MTIzNDU2Nzg5MDk%3D', status: 503 });
    expect(await TopicsBlock({ props: props(), context: makeContext({ viewer: ana }) })).toBeNull();
  });

  it('renders nothing, skeleton included, without a viewer (a page without access rules) or a programme account', async () => {
    expect(await TopicsBlock({ props: props(), context: makeContext() })).toBeNull();
    expect(await TopicsSkeleton({ props: props(), context: makeContext() })).toBeNull();
    expect(await TopicsBlock({ props: props(), context: makeContext({ viewer: makeViewer(['Grower']) }) })).toBeNull();
  });

  it('its skeleton keeps the heading and 4 placeholder cards, and says contents are loading', async () => {
    renderServerBlock(await TopicsSkeleton({ props: props(), context: makeContext({ viewer: ana }) }));
    const section = screen.getByRole('region', { name: 'Conteúdos para você' });
    expect(within(section).getByRole('status')).toHaveTextContent('Carregando conteúdos…');
    const placeholders = section.querySelectorAll('li');
    expect(placeholders).toHaveLength(4);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    // The loaded cards have the placeholders' box: nothing moves when they arrive.
    expect(declaredStyle(placeholders[0]!, 'min-height')).toBe('23rem');
    const placeholderClass = placeholders[0]!.className;
    renderServerBlock(await TopicsBlock({ props: props(), context: makeContext({ viewer: ana }) }));
    expect(screen.getAllByRole('listitem')[0]!.className).toBe(placeholderClass);
  });
});
