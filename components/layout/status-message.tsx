import type { ReactNode } from 'react';
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
