'use client';

import { useId, useState, type ReactNode } from 'react';
import { SvgIcon } from '@/components/theme/svg-icon';
import styles from './faq.module.css';

const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

export interface FaqQuestionProps {
  question: string;
  questionTag: 'h3' | 'h4';
  /** The answer, rendered on the server. */
  children: ReactNode;
}

/**
 * One question as a WAI-ARIA accordion section (MUI's Accordion markup, in plain elements): a
 * heading holding a button with aria-expanded and aria-controls, the answer a region named by the
 * question. A closed answer stays in the HTML with `hidden`, so crawlers read it.
 */
export function FaqQuestion({ question, questionTag: Heading, children }: FaqQuestionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.item}>
      <Heading className={styles.question}>
        <button type="button" id={`${id}-question`} aria-expanded={open} aria-controls={`${id}-answer`} onClick={() => setOpen((shown) => !shown)} className={styles.summary}>
          <span className={styles.questionText}>{question}</span>
          <SvgIcon path={EXPAND_MORE} className={styles.expandIcon} />
        </button>
      </Heading>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open} className={styles.answer}>
        {children}
      </div>
    </div>
  );
}
