import { useId } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './faq.module.css';
import { FaqQuestion } from './faq-question-island.client';
import { faqStructuredData } from './faq-structured-data';
import { answerParagraphs, type FaqProps } from './schema';

/**
 * FAQ accordions (the question is a heading holding a button with aria-expanded and aria-controls,
 * the answer a region named by it), plus FAQPage structured data. Collapsed answers stay in the
 * DOM, hidden, so they are part of the page for crawlers. The answers are rendered here; only the
 * open/close runs in the browser.
 */
export function Faq({ props }: BlockProps<FaqProps>) {
  const { heading, intro, anchorId, headingLevel, items } = props;
  const headingId = useId();
  const questionTag = `h${(headingLevel + 1) as 3 | 4}` as const;
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={anchorId} aria-labelledby={headingId} className={`${layout.container} ${layout.narrow} ${styles.section}`}>
      <Heading id={headingId} className={`${typography.h2} ${intro ? styles.headingBeforeIntro : styles.heading}`}>
        {heading}
      </Heading>
      {intro && <p className={`${typography.lead} ${styles.intro}`}>{intro}</p>}
      <div>
        {items.map((item, index) => (
          <FaqQuestion key={`${item.question}-${index}`} question={item.question} questionTag={questionTag}>
            {answerParagraphs(item.answer).map((paragraph, position) => (
              <p key={position} className={`${typography.body1} ${styles.paragraph}`}>
                {paragraph}
              </p>
            ))}
          </FaqQuestion>
        ))}
      </div>
      <JsonLd data={faqStructuredData(items)} />
    </section>
  );
}
