import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/campaign-suggestion` -> `{ suggestion: { crop, suggestionLink } | null }`. */
export const GET = () => forMember(async (document) => answer({ suggestion: await loyalty.campaignSuggestion(document) }));
