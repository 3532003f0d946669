import type { Locale } from '@/lib/i18n/locales';

/**
 * Pages the content already links to that later work brings. `npm run content:check` counts a
 * link to one of them as pending, not as a problem; any other link to a page that does not exist
 * fails the check. When a page here is created, take its entry off: content:check reports an
 * entry whose page exists.
 */
export const pendingReasons = {
  fieldTools: 'issue 21: field tools (weather, planting advisor, ...)',
} as const;

export type PendingReason = (typeof pendingReasons)[keyof typeof pendingReasons];

export interface PendingPage {
  locale: Locale;
  /** The page path inside the locale, as a content file would give it ('/produtos/sementes'). */
  path: string;
  reason: PendingReason;
}

const fieldTools = pendingReasons.fieldTools;

/** One entry per locale and page. */
export const pendingPages: readonly PendingPage[] = [
  // pt-BR
  { locale: 'pt-BR', path: '/ferramentas/clima', reason: fieldTools },
  { locale: 'pt-BR', path: '/ferramentas/recomendacao-de-semeadura', reason: fieldTools },
  // es-AR
  { locale: 'es-AR', path: '/herramientas/clima', reason: fieldTools },
  { locale: 'es-AR', path: '/herramientas/recomendacion-de-siembra', reason: fieldTools },
  // en-US
  { locale: 'en-US', path: '/tools/weather', reason: fieldTools },
  { locale: 'en-US', path: '/tools/planting-advisor', reason: fieldTools },
];
