'use client';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

/** The signed-in user as the browser sees them (spec: user context). */
const sessionSchema = z.discriminatedUnion('isLoggedIn', [
  z.object({ isLoggedIn: z.literal(false) }),
  z.object({
    isLoggedIn: z.literal(true),
    user: z.object({ document: z.string().optional(), email: z.string().optional(), name: z.string().optional(), isEleva: z.boolean() }),
  }),
]);

export type SignedInUser = Extract<z.output<typeof sessionSchema>, { isLoggedIn: true }>['user'];

export interface UserContext {
  isLoggedIn: boolean;
  isLoading: boolean;
  user: SignedInUser | null;
}

export const userSessionQueryKey = ['account-session'] as const;

const fetchSession = () => apiJson('/api/account/session', sessionSchema);

/**
 * `{ isLoggedIn, isLoading, user: { document, email, isEleva } }` for client components. Pages are
 * cached for everyone, so who is signed in is asked after load; a failed ask counts as signed out.
 */
export function useUserContext(): UserContext {
  const session = useQuery({ queryKey: userSessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });
  const signedIn = session.data?.isLoggedIn ? session.data : null;
  return { isLoading: session.isPending, isLoggedIn: signedIn !== null, user: signedIn?.user ?? null };
}
