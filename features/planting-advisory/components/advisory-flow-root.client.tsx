'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnUS, esES as pickersEsES, ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { enUS, es, ptBR } from 'date-fns/locale';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/locales';
import { AdvisoryFlow, type AdvisoryFlowProps } from './advisory-flow.client';

/** The date picker's month and day names, and its own words (the open button's name), per site locale; the field's format stays dd/MM/yyyy. */
const dateLocales = { 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': es } satisfies Record<Locale, unknown>;
const pickerWords = { 'en-US': pickersEnUS, 'pt-BR': pickersPtBR, 'es-AR': pickersEsES } satisfies Record<Locale, unknown>;

export interface AdvisoryFlowRootProps extends AdvisoryFlowProps {
  /** The `PlantingAdvisory` messages only, read on the server. */
  intl: ClientIntl;
}

/**
 * The signed-in flow with what it needs around it: its messages, TanStack Query for our route,
 * the date pickers' adapter. Loaded only for a signed-in user (./planting-advisory.client.tsx), so
 * neither a visitor nor any page's first load carries MUI X, the Autocomplete or Query.
 */
export function AdvisoryFlowRoot({ intl, ...props }: AdvisoryFlowRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <LocalizationProvider
          dateAdapter={AdapterDateFns}
          adapterLocale={dateLocales[intl.locale as Locale]}
          localeText={pickerWords[intl.locale as Locale].components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <AdvisoryFlow {...props} />
        </LocalizationProvider>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
