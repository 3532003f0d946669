import { z } from 'zod';

/**
 * The `loyalty-contact-info` block has nothing for editors to write: its heading and labels are the
 * locale's, its contacts the member's (read per request, on pages with access rules).
 */
export const contactInfoSchema = z.object({}).strict();

export type ContactInfoBlockProps = z.output<typeof contactInfoSchema>;
