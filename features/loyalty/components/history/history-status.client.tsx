'use client';

import { use, type ReactNode } from 'react';
import { HistoryControl } from './history-control.client';

/** The count ('72 transações', the server's), or 'Atualizando o histórico…' while the controller waits for another render. */
export function HistoryStatus({ updatingLabel, className, children }: { updatingLabel: string; className?: string; children: ReactNode }) {
  const { updating } = use(HistoryControl);
  return (
    <p role="status" className={className}>
      {updating ? updatingLabel : children}
    </p>
  );
}
