'use client';

import { useMember } from '../../api/use-member';
import { ContactInfo } from './contact-info.client';

/**
 * The Contact info widget on the member's summary (its `contactInformation`): the summary the
 * server prefetched, its error state with a retry when the programme could not be read, and the
 * skeleton while a retry loads.
 */
export function MemberContactInfo() {
  const member = useMember();
  if (member.isSuccess) return <ContactInfo status="ready" contactInformation={member.data.contactInformation} />;
  if (member.isError && !member.isFetching) return <ContactInfo status="error" onRetry={() => void member.refetch()} />;
  return <ContactInfo status="loading" />;
}
