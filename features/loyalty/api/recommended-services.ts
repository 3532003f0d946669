import { apiJson } from '@/lib/api-client';
import { recommendedServicesSchema, type RecommendedServices } from '@/lib/loyalty/contract';

/** Which services: the member's own recommendations, or the programme's showcase (the same for everyone). */
export type ServicesList = 'personal' | 'featured';

/**
 * `GET /api/loyalty/recommended-services?list&page`: one page of 8 services. The server renders
 * page 1 (read through the loyalty client); 'see more' fetches the next ones with this, in code
 * loaded on its first press (it parses with zod).
 */
export function fetchRecommendedServices(list: ServicesList, page: number): Promise<RecommendedServices> {
  return apiJson(`/api/loyalty/recommended-services?${new URLSearchParams({ list, page: String(page) })}`, recommendedServicesSchema);
}
