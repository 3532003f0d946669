'use client';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiJson } from '@/lib/api-client';
import { parseSessionAnswer, type SessionAnswer, type SignedInUser } from './session-answer';

export type { SignedInUser } from './session-answer';

export interface UserContext {
  isLoggedIn: boolean;
  isLoading: boolean;
  user: SignedInUser | null;
}

/** An answer younger than this is reused; an older one is asked again when a component mounts. */
export const SESSION_FRESH_MS = 60_000;

const asking: UserContext = Object.freeze({ isLoading: true, isLoggedIn: false, user: null });
const toContext = (session: SessionAnswer): UserContext =>
  session.isLoggedIn ? { isLoading: false, isLoggedIn: true, user: session.user } : { isLoading: false, isLoggedIn: false, user: null };

/**
 * Who is signed in, asked once for every component that wants to know (the header's account menu,
 * an eleva-only banner). It is one GET, so it is kept here rather than in TanStack Query, which
 * would otherwise be in every page's first load: the features that use Query bring their own.
 */
function createSessionStore() {
  let current = asking;
  let answeredAt = Number.NEGATIVE_INFINITY;
  let pending = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => current,
    /** Asks the session route unless an ask is under way or the last answer is still fresh. */
    refresh() {
      if (pending || Date.now() - answeredAt < SESSION_FRESH_MS) return;
      pending = true;
      void apiJson('/api/account/session', { parse: parseSessionAnswer })
        // A failed ask counts as signed out (spec: user context).
        .catch((): SessionAnswer => ({ isLoggedIn: false }))
        .then((session) => {
          pending = false;
          answeredAt = Date.now();
          current = toContext(session);
          for (const listener of listeners) listener();
        });
    },
  };
}

type SessionStore = ReturnType<typeof createSessionStore>;
const SessionStoreContext = createContext<SessionStore | null>(null);

/** One session store per browser tab (and per server render, where it always says "asking"). */
export function UserSessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}

/**
 * `{ isLoggedIn, isLoading, user: { document, email, isEleva } }` for client components. Pages are
 * cached for everyone, so who is signed in is asked after load.
 */
export function useUserContext(): UserContext {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useUserContext needs a UserSessionProvider above it (components/providers/app-providers.client.tsx)');
  useEffect(() => store.refresh(), [store]);
  return useSyncExternalStore(store.subscribe, store.snapshot, () => asking);
}
