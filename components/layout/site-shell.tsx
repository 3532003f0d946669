import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { SiteChrome } from '@/lib/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { PreviewBar } from './preview-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface SiteShellProps {
  locale: Locale;
  chrome: SiteChrome;
  /** Locale -> path of this page in that locale, for the language switcher. */
  alternates: Partial<Record<Locale, string>>;
  currentPath: string;
  preview?: { isDraft: boolean };
  children: ReactNode;
}

/** Header, main landmark and footer around a page's content. */
export function SiteShell({ locale, chrome, alternates, currentPath, preview, children }: SiteShellProps) {
  return (
    <>
      <SkipLink />
      {preview && <PreviewBar currentPath={currentPath} isDraft={preview.isDraft} />}
      <SiteHeader locale={locale} chrome={chrome} alternates={alternates} currentPath={currentPath} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none', minHeight: '50vh' }}>
        {children}
      </Box>
      <SiteFooter locale={locale} chrome={chrome} />
    </>
  );
}
