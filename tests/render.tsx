import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { UserSessionProvider } from '@/components/account/user-context.client';
import { theme } from '@/components/theme/theme';
import { messagesFor } from '@/blocks/messages';
import type { Locale } from '@/lib/i18n/locales';

/** Every message of each locale, as the site's request configuration merges them (locales/ and each feature's). */
export const messagesByLocale = { 'pt-BR': messagesFor('pt-BR'), 'es-AR': messagesFor('es-AR'), 'en-US': messagesFor('en-US') } as const;

/** Renders a component the way the site does: with the locale's messages, the MUI theme, a fresh TanStack Query client and session store. */
export function renderWithProviders(ui: ReactElement, { locale = 'pt-BR', ...options }: { locale?: Locale } & RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]} timeZone="America/Sao_Paulo">
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <UserSessionProvider>{children}</UserSessionProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
