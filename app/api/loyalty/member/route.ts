import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/member` -> `{ member: MemberSummary }` (lib/loyalty/contract.ts). */
export const GET = () => forMember(async (document) => answer({ member: await loyalty.member(document) }));
