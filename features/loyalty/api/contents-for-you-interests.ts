import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { interestsSchema, type Interests } from '@/lib/loyalty/contract';

/** The route's answer: the interests as saved. */
const savedInterestsSchema = z.object({ interests: interestsSchema });

/**
 * `PUT /api/loyalty/contents-for-you/interests`: saves the member's chosen themes (at least 1: the
 * route refuses none with 400 `select_at_least_one`) and answers them as saved. The browser's
 * mutation is ./use-contents-for-you-interests.ts.
 */
export async function saveInterests(interests: Interests): Promise<Interests> {
  const answer = await apiJson('/api/loyalty/contents-for-you/interests', savedInterestsSchema, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(interests),
  });
  return answer.interests;
}
