'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { UserSessionProvider } from '@/components/account/user-context.client';
import { theme } from '@/components/theme/theme';

/**
 * Client-side context every page needs: emotion's SSR cache, the MUI theme and who is signed in.
 * TanStack Query is not here: the islands that fetch bring it (query-provider.client.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <UserSessionProvider>{children}</UserSessionProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
