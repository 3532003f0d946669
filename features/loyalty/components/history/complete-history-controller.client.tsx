'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { historyHref, historyUrlReducer, rangeEndsBeforeStart, type HistoryUrlAction, type HistoryUrlState } from '../../logic/history-url-state';
import { HistoryControl } from './history-control.client';

export interface CompleteHistoryControllerProps {
  /** The history's page (a locale path). */
  pagePath: string;
  /** The page and filters the server rendered. */
  state: HistoryUrlState;
  /** The written form of the address, when the one asked for was written otherwise: it takes its place. */
  replaceWith?: string;
  /** The complete history's markup, rendered by the server. */
  children: ReactNode;
}

/**
 * What the complete history does in the browser, around the server's markup: the filters form, the
 * page size field and the links marked `data-in-place` (the pages, 'Limpar filtros') lead to a new
 * address that Next's router asks the server to render, in place, without a full load; meanwhile
 * the rows stay, dimmed, and the count line says it is updating. A change of filters or page size
 * goes back to page 1 and leaves defaults out of the address (logic/history-url-state); a range that
 * ends before it starts is refused before anything is asked.
 */
export function CompleteHistoryController({ pagePath, state, replaceWith, children }: CompleteHistoryControllerProps) {
  const router = useRouter();
  const [updating, startUpdate] = useTransition();
  // The address at which a range was refused: its message stays until another address is shown.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const here = historyHref(pagePath, state);

  useEffect(() => {
    if (replaceWith) router.replace(replaceWith, { scroll: false });
  }, [replaceWith, router]);

  // The page size of another address (back, forward) shows in its field, which is not remounted for it: it keeps the focus while a person changes it.
  useEffect(() => {
    const field = frame.current?.querySelector<HTMLSelectElement>('select[name="pageSize"]');
    if (field) field.value = String(state.pageSize);
  }, [state.pageSize]);

  const show = (href: string) => {
    if (href !== here) startUpdate(() => router.push(href, { scroll: false }));
  };
  const apply = (actions: HistoryUrlAction[]) => show(historyHref(pagePath, actions.reduce(historyUrlReducer, state)));

  const applyFilters = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const fields = new FormData(event.target as HTMLFormElement);
    const day = (name: string) => String(fields.get(name) ?? '') || null;
    const [startDate, endDate] = [day('startDate'), day('endDate')];
    if (rangeEndsBeforeStart(startDate, endDate)) {
      setRefusedAt(here);
      return;
    }
    setRefusedAt(null);
    // The three change together: one address, one return to page 1.
    apply([
      { type: 'search', search: String(fields.get('search') ?? '') },
      { type: 'set-categories', categories: fields.getAll('categories').map(String) },
      { type: 'set-date-range', startDate, endDate },
    ]);
  };

  const applyPageSize = (event: ChangeEvent<HTMLDivElement>) => {
    const field: EventTarget = event.target;
    if (field instanceof HTMLSelectElement && field.name === 'pageSize') apply([{ type: 'set-page-size', pageSize: Number(field.value) }]);
  };

  const followInPlace = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-in-place]') : null;
    // A new tab or window keeps the browser's own way.
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show(link.getAttribute('href')!);
    if (link.dataset.inPlace === 'page') frame.current?.querySelector('[data-list-top]')?.scrollIntoView({ block: 'start' });
  };

  return (
    <HistoryControl value={{ updating, rangeRefused: refusedAt === here }}>
      <div ref={frame} data-updating={updating || undefined} onSubmit={applyFilters} onChange={applyPageSize} onClick={followInPlace}>
        {children}
      </div>
    </HistoryControl>
  );
}
