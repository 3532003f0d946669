import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/categories` -> `{ categories: TransactionCategory[] }`, for members only. */
export const GET = () =>
  forMember(async (document) => {
    const [, categories] = await Promise.all([loyalty.member(document), loyalty.categories()]);
    return answer({ categories });
  });
