import 'server-only';
import { getMessages, getTimeZone } from 'next-intl/server';
import type { Locale } from './locales';

/**
 * What a client island's `NextIntlClientProvider` needs: the layout gives the browser no messages,
 * so a block that formats messages in the browser (the carousel controls, the lead form) hands its
 * island these, read on the server. Only the namespaces named travel; the time zone is the
 * server's, as in server-rendered text, so both sides format dates alike.
 */
export interface ClientIntl {
  locale: Locale;
  timeZone: string;
  messages: Record<string, unknown>;
}

export async function clientIntl(locale: Locale, namespaces: readonly string[]): Promise<ClientIntl> {
  const [catalogue, timeZone] = await Promise.all([getMessages({ locale }), getTimeZone({ locale })]);
  const messages: Record<string, unknown> = catalogue;
  return { locale, timeZone, messages: Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) };
}
