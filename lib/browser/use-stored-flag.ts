import { useSyncExternalStore } from 'react';
import type { FlagStore } from './stored-flag';

/** A flag's value, kept current. Off on the server and during hydration: the server cannot know it. */
export function useStoredFlag(store: FlagStore, key: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.read(key), () => false);
}
