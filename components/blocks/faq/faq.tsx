import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { useId } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './faq.module.css';
import { faqStructuredData } from './faq-structured-data';
import { answerParagraphs, type FaqItem, type FaqProps } from './schema';

/**
 * FAQ accordions (MUI's: the question is a heading holding a button with aria-expanded and
 * aria-controls, the answer a region named by it), plus FAQPage structured data. Collapsed answers
 * stay in the DOM, hidden, so they are part of the page for crawlers.
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
          <FaqQuestion key={`${item.question}-${index}`} item={item} questionTag={questionTag} />
        ))}
      </div>
      <JsonLd data={faqStructuredData(items)} />
    </section>
  );
}

function FaqQuestion({ item, questionTag }: { item: FaqItem; questionTag: 'h3' | 'h4' }) {
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined" slots={{ heading: questionTag }} sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary
        id={`${id}-question`}
        aria-controls={`${id}-answer`}
        expandIcon={<ExpandMoreIcon aria-hidden />}
        sx={{ fontWeight: 700, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 } }}
      >
        {item.question}
      </AccordionSummary>
      <AccordionDetails>
        {answerParagraphs(item.answer).map((paragraph, index) => (
          <p key={index} className={`${typography.body1} ${styles.answer}`}>
            {paragraph}
          </p>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
