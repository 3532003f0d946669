import type { ReactNode } from 'react';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import styles from './account-notice.module.css';

interface AccountNoticeProps {
  /** A small line above the heading (the programme's name). */
  overline?: string;
  heading: string;
  intro: string;
  /** What the person can do next: buttons, an alert. */
  children: ReactNode;
}

/** The frame of the pages that stand in for an account page: sign in, no access yet, access not checkable. */
export function AccountNotice({ overline, heading, intro, children }: AccountNoticeProps) {
  return (
    <div className={`${layout.container} ${styles.notice}`}>
      {overline && <p className={typography.overline}>{overline}</p>}
      <h1 className={`${typography.h1} ${styles.heading}`}>{heading}</h1>
      <p className={`${typography.body1} ${styles.intro}`}>{intro}</p>
      {children}
    </div>
  );
}
