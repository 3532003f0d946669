import type { BlockProps } from '@/lib/cms/blocks';
import { memberOf } from '../../api/member-of';
import { readForViewer } from '../../api/read-for-viewer';
import { ContactInfo } from './contact-info';
import type { ContactInfoBlockProps } from './contact-info-schema';

/**
 * The `loyalty-contact-info` block, a server component: it reads the viewer's member summary (its
 * `contactInformation`, shared with the page's other loyalty blocks) and renders the cards, or the
 * error state when the programme failed. Per user: on a page without access rules (no viewer) it
 * renders nothing.
 */
export async function ContactInfoBlock({ context }: BlockProps<ContactInfoBlockProps>) {
  if (!context.viewer) return null;
  const member = await readForViewer(context.viewer, memberOf);
  return <ContactInfo contactInformation={member.ok ? member.data.contactInformation : null} />;
}
