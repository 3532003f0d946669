import type { Locale } from '@/lib/i18n/locales';

/** Each locale's yield trials page (a CMS page: its path differs per locale), where the report links back to. */
export const trialsPagePath: Record<Locale, string> = {
  'en-US': '/tools/yield-trials',
  'pt-BR': '/ferramentas/ensaios-de-produtividade',
  'es-AR': '/herramientas/ensayos-de-rendimiento',
};
