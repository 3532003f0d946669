import type { RecommendedService } from '@/lib/loyalty/contract';

/**
 * What the featured services show while the programme's showcase cannot be read and no earlier
 * answer is cached (spec section 7: "cached about 59 minutes, with a fallback list"): the
 * programme's standing services, linking to the site's own pages, with no cost so no label
 * promises a redemption the service could not confirm.
 */
const standing = (id: string, name: string, category: string, link: string): RecommendedService => ({
  id: `fallback-${id}`,
  sku: `FALLBACK-${id.toUpperCase()}`,
  name,
  vendor: 'Impulso',
  category,
  type: 'standing',
  image: null,
  link,
  currentCost: 0,
  previousCost: null,
  stars: 1,
  recommendationTag: null,
});

export const FALLBACK_SERVICES: readonly RecommendedService[] = [
  standing('agronomy', 'Consultoria agronômica', 'Agronomia', '/pt-BR/mi-impulso'),
  standing('soil', 'Análise de solo', 'Agronomia', '/pt-BR/mi-impulso'),
  standing('training', 'Cursos e capacitações', 'Capacitação', '/pt-BR/mi-impulso'),
  standing('campaigns', 'Campanhas da safra', 'Campanhas', '/pt-BR/campanhas'),
];
