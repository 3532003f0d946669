/** The lead-capture form kit: a CMS block over a marketing-automation provider's forms. */
export { LeadFormBlock } from './components/lead-form-block';
export { leadFormBlockSchema, type LeadFormBlockProps } from './schema';
