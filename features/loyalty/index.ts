/** The Impulso loyalty portal's widgets that app/ and the data layer use directly (blocks come later in block.ts). */
export { ContactInfo, type ContactInfoProps } from './components/contact-info/contact-info';
export type { AdvisorContact, ContactInformation, ContactUs } from './components/contact-info/contact-information';
