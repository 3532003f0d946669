'use client';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { ArticleSearch, type ArticleSearchWidgetProps } from './article-search.client';

export interface ArticleSearchRootProps extends Omit<ArticleSearchWidgetProps, 'locale'> {
  /** The `ArticleSearch` messages, read on the server. */
  intl: ClientIntl;
}

/** The search with what it needs around it: its messages and TanStack Query. */
export function ArticleSearchRoot({ intl, ...props }: ArticleSearchRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <ArticleSearch locale={intl.locale} {...props} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
