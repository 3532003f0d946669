import type { Locale } from '@/lib/i18n/locales';

/** The course gallery's content page in each locale (`content/{locale}/…`), where a course page leads back to. */
export const galleryPaths: Record<Locale, string> = { 'pt-BR': '/cursos', 'es-AR': '/cursos', 'en-US': '/courses' };
