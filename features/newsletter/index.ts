/** The newsletter block: a subscribe invitation behind the (default-on) newsletter flag. */
export { Newsletter } from './components/newsletter';
export { newsletterSchema, type NewsletterProps } from './schema';
