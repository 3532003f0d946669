'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** What the error page says, in the page's locale: read on the server, so no intl runtime ships for it. */
export interface PageErrorText {
  title: string;
  description: string;
  retry: string;
  backHome: string;
  /** The locale's home page. */
  homeHref: string;
}

const PageErrorTextContext = createContext<PageErrorText | null>(null);

/** Gives the error page (`app/[locale]/error.tsx`, a client component Next renders inside the layout) its text. */
export function PageErrorTextProvider({ text, children }: { text: PageErrorText; children: ReactNode }) {
  return <PageErrorTextContext value={text}>{children}</PageErrorTextContext>;
}

export function usePageErrorText(): PageErrorText {
  const text = useContext(PageErrorTextContext);
  if (!text) throw new Error('usePageErrorText needs a PageErrorTextProvider above it (app/[locale]/layout.tsx)');
  return text;
}
