import { cache, type ReactNode } from 'react';
import type { PreviewNotice, SiteChrome } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { PreviewBar } from './preview-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './shell.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface SiteShellProps {
  locale: Locale;
  chrome: SiteChrome;
  /** Locale -> path of this page in that locale, for the language switcher. */
  alternates: Partial<Record<Locale, string>>;
  currentPath: string;
  /** Set in preview: whether the page shown is a draft, and why it is not when preview could not read one. */
  preview?: { isDraft: boolean; notice?: PreviewNotice };
  children: ReactNode;
}

/**
 * The footer of a locale, made once per request. Every page's flight data also carries Next's
 * not-found boundary (app/[locale]/not-found.tsx, the shell around a 404 message): given the same
 * element, React writes the footer once and the boundary refers to it. (The locale's chrome is one
 * object per request: getSiteChrome is cached.)
 */
const footerOf = cache((locale: Locale, chrome: SiteChrome) => <SiteFooter locale={locale} chrome={chrome} />);

/** Header, main landmark and footer around a page's content. */
export function SiteShell({ locale, chrome, alternates, currentPath, preview, children }: SiteShellProps) {
  return (
    <>
      <SkipLink />
      {preview && <PreviewBar currentPath={currentPath} isDraft={preview.isDraft} notice={preview.notice} />}
      <SiteHeader locale={locale} chrome={chrome} alternates={alternates} currentPath={currentPath} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footerOf(locale, chrome)}
    </>
  );
}
