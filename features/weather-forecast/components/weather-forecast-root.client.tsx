'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { WeatherForecast, type WeatherForecastProps } from './weather-forecast.client';

export interface WeatherForecastRootProps extends WeatherForecastProps {
  /** The `WeatherForecast` messages, read on the server. */
  intl: ClientIntl;
}

/** The widget with what it needs around it: its messages and TanStack Query. */
export function WeatherForecastRoot({ intl, ...props }: WeatherForecastRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <WeatherForecast {...props} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
