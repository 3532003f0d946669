import type { ReactNode } from 'react';

/** The real root layout is `[locale]/layout.tsx` (it knows `<html lang>`); this one only exists for `not-found.tsx`. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
