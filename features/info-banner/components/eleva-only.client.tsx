'use client';
import type { ReactNode } from 'react';
import { useUserContext } from '@/components/account/user-context.client';

/**
 * Shows its children only to a signed-in Eleva customer. Pages are cached for everyone, so this is
 * known only in the browser: nothing shows while the session is being read, nor for anyone else.
 */
export function ElevaOnly({ children }: { children: ReactNode }) {
  const { isLoading, user } = useUserContext();
  return !isLoading && user?.isEleva ? children : null;
}
