import type { Locale } from '@/lib/i18n/locales';

/**
 * Pages the content already links to that later work brings. `npm run content:check` counts a
 * link to one of them as pending, not as a problem; any other link to a page that does not exist
 * fails the check. When a page here is created, take its entry off: content:check reports an
 * entry whose page exists.
 */
export const pendingReasons = {
  productNavigation: 'issue 20: product navigation page (A-Z listing)',
  fieldTools: 'issue 21: field tools (weather, planting advisor, ...)',
} as const;

export type PendingReason = (typeof pendingReasons)[keyof typeof pendingReasons];

export interface PendingPage {
  locale: Locale;
  /** The page path inside the locale, as a content file would give it ('/produtos/sementes'). */
  path: string;
  reason: PendingReason;
}

const productNavigation = pendingReasons.productNavigation;
const fieldTools = pendingReasons.fieldTools;

/** One entry per locale and page (the component guides link the spec's product navigation bar, /seeds ..., in every locale). */
export const pendingPages: readonly PendingPage[] = [
  // pt-BR
  { locale: 'pt-BR', path: '/seeds', reason: productNavigation },
  { locale: 'pt-BR', path: '/crop-protection', reason: productNavigation },
  { locale: 'pt-BR', path: '/digital-products', reason: productNavigation },
  { locale: 'pt-BR', path: '/farming-systems', reason: productNavigation },
  { locale: 'pt-BR', path: '/biological', reason: productNavigation },
  { locale: 'pt-BR', path: '/brands', reason: productNavigation },
  { locale: 'pt-BR', path: '/produtos/sementes', reason: productNavigation },
  { locale: 'pt-BR', path: '/produtos/protecao-de-cultivos', reason: productNavigation },
  { locale: 'pt-BR', path: '/ferramentas/clima', reason: fieldTools },
  { locale: 'pt-BR', path: '/ferramentas/recomendacao-de-semeadura', reason: fieldTools },
  // es-AR
  { locale: 'es-AR', path: '/seeds', reason: productNavigation },
  { locale: 'es-AR', path: '/crop-protection', reason: productNavigation },
  { locale: 'es-AR', path: '/digital-products', reason: productNavigation },
  { locale: 'es-AR', path: '/farming-systems', reason: productNavigation },
  { locale: 'es-AR', path: '/biological', reason: productNavigation },
  { locale: 'es-AR', path: '/brands', reason: productNavigation },
  { locale: 'es-AR', path: '/productos/semillas', reason: productNavigation },
  { locale: 'es-AR', path: '/productos/proteccion-de-cultivos', reason: productNavigation },
  { locale: 'es-AR', path: '/herramientas/clima', reason: fieldTools },
  { locale: 'es-AR', path: '/herramientas/recomendacion-de-siembra', reason: fieldTools },
  // en-US
  { locale: 'en-US', path: '/seeds', reason: productNavigation },
  { locale: 'en-US', path: '/crop-protection', reason: productNavigation },
  { locale: 'en-US', path: '/digital-products', reason: productNavigation },
  { locale: 'en-US', path: '/farming-systems', reason: productNavigation },
  { locale: 'en-US', path: '/biological', reason: productNavigation },
  { locale: 'en-US', path: '/brands', reason: productNavigation },
  { locale: 'en-US', path: '/products/seeds', reason: productNavigation },
  { locale: 'en-US', path: '/products/crop-protection', reason: productNavigation },
  { locale: 'en-US', path: '/tools/weather', reason: fieldTools },
  { locale: 'en-US', path: '/tools/planting-advisor', reason: fieldTools },
];
