import type { ReactNode } from 'react';
import type { PageErrorText } from '@/components/providers/page-error-text.client';
import { buttonClasses } from '@/components/theme/button-classes';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import styles from './status-message.module.css';

interface StatusMessageProps {
  /** Small text above the title, e.g. the status code. */
  overline?: string;
  title: string;
  description: string;
  /** Buttons leading on from here (home, retry): links with `buttonClasses`, or MUI Buttons. */
  actions: ReactNode;
}

/** A full-page message (404, error): what happened in plain words and the ways on. */
export function StatusMessage({ overline, title, description, actions }: StatusMessageProps) {
  return (
    <div className={`${layout.container} ${layout.narrow} ${styles.message}`}>
      {overline && <p className={`${typography.overline} ${styles.overline}`}>{overline}</p>}
      <h1 className={`${typography.h1} ${styles.title}`}>{title}</h1>
      <p className={`${typography.body1} ${styles.description}`}>{description}</p>
      <div className={`${layout.buttonRow} ${styles.actions}`}>{actions}</div>
    </div>
  );
}

/** The class of the error page's retry action: a button in the browser, a reload link in the server's HTML. */
export const retryClassName = buttonClasses({ variant: 'contained', size: 'large' });

/**
 * The error page's message: what happened in plain words, a retry and the way home; never a stack
 * trace. The browser's error page (`app/[locale]/error.tsx`) and the server's HTML of a page that
 * failed to render (`app/[locale]/_cms/page-failure.tsx`) show the same thing.
 */
export function ErrorStatusMessage({ text, retry }: { text: PageErrorText; retry: ReactNode }) {
  return (
    <main>
      <StatusMessage
        title={text.title}
        description={text.description}
        actions={
          <>
            {retry}
            <a href={text.homeHref} className={buttonClasses({ variant: 'outlined', size: 'large' })}>
              {text.backHome}
            </a>
          </>
        }
      />
    </main>
  );
}
