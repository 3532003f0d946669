import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { SESSION_FRESH_MS, UserSessionProvider, useUserContext } from './user-context.client';

function Who({ label }: { label: string }) {
  const { isLoading, isLoggedIn, user } = useUserContext();
  return <p>{`${label}: ${isLoading ? 'asking' : isLoggedIn ? user?.name : 'visitor'}`}</p>;
}

function countSessionAsks(answer: () => Response) {
  let asks = 0;
  server.use(http.get('/api/account/session', () => (asks++, answer())));
  return () => asks;
}

const ana = () => HttpResponse.json({ isLoggedIn: true, user: { name: 'Ana', isEleva: false } });

describe('useUserContext', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once for every component on the page that wants to know', async () => {
    const asks = countSessionAsks(ana);
    render(
      <UserSessionProvider>
        <Who label="header" />
        <Who label="banner" />
      </UserSessionProvider>,
    );
    expect(screen.getByText('header: asking')).toBeInTheDocument();
    expect(await screen.findByText('header: Ana')).toBeInTheDocument();
    expect(screen.getByText('banner: Ana')).toBeInTheDocument();
    expect(asks()).toBe(1);
  });

  it('reuses an answer for a minute, then asks again when a component mounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const asks = countSessionAsks(ana);
    const { rerender } = render(
      <UserSessionProvider>
        <Who label="first" />
      </UserSessionProvider>,
    );
    expect(await screen.findByText('first: Ana')).toBeInTheDocument();
    rerender(
      <UserSessionProvider>
        <Who label="first" />
        <Who key="second" label="second" />
      </UserSessionProvider>,
    );
    expect(screen.getByText('second: Ana')).toBeInTheDocument();
    expect(asks()).toBe(1);

    act(() => vi.setSystemTime(Date.now() + SESSION_FRESH_MS + 1));
    rerender(
      <UserSessionProvider>
        <Who label="first" />
        <Who key="third" label="third" />
      </UserSessionProvider>,
    );
    await vi.waitFor(() => expect(asks()).toBe(2));
  });

  it('counts a failed or unreadable answer as signed out', async () => {
    countSessionAsks(() => new HttpResponse('<html>Bad gateway</html>', { status: 200 }));
    render(
      <UserSessionProvider>
        <Who label="header" />
      </UserSessionProvider>,
    );
    expect(await screen.findByText('header: visitor')).toBeInTheDocument();
  });

  it('needs its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who label="x" />)).toThrow(/UserSessionProvider/);
  });
});
