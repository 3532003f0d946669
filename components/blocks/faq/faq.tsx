import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import type { BlockProps } from '@/lib/cms/blocks';
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
  return (
    // scrollMarginTop: a jump to the anchor lands below the sticky site header, not under it.
    <Container component="section" id={anchorId} aria-labelledby={headingId} maxWidth="md" sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 96 }}>
      <Typography id={headingId} variant="h2" component={`h${headingLevel}`} sx={{ mb: intro ? 1.5 : 3 }}>
        {heading}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.0625rem' }}>
          {intro}
        </Typography>
      )}
      <Box>
        {items.map((item, index) => (
          <FaqQuestion key={`${item.question}-${index}`} item={item} questionTag={questionTag} />
        ))}
      </Box>
      <JsonLd data={faqStructuredData(items)} />
    </Container>
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
          <Typography key={index} color="text.secondary" sx={{ '&:not(:last-child)': { mb: 1.5 } }}>
            {paragraph}
          </Typography>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
