import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (the search boxes' and the autocomplete's 300 ms, discovery spec §9). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
