import { block, defineFeature } from '@/lib/cms/blocks';
import { contactInfoSchema } from './components/contact-info/contact-info-schema';
import { recommendedServicesSchema } from './components/services/recommended-services-schema';
import { topicsSchema } from './components/topics/topics-schema';

/** The Impulso loyalty portal's blocks (each on pages with access rules: per user, rendered per request). */
export const loyalty = defineFeature({
  blocks: {
    'loyalty-recommended-services': block(recommendedServicesSchema, () => import('./components/services/recommended-services-block').then((module) => module.RecommendedServicesBlock), {
      skeleton: () => import('./components/services/recommended-services-skeleton').then((module) => module.RecommendedServicesSkeleton),
    }),
    'loyalty-contact-info': block(contactInfoSchema, () => import('./components/contact-info/contact-info-block').then((module) => module.ContactInfoBlock), {
      skeleton: () => import('./components/contact-info/contact-info-skeleton').then((module) => module.ContactInfoSkeleton),
    }),
    'loyalty-topics': block(topicsSchema, () => import('./components/topics/topics-block').then((module) => module.TopicsBlock), {
      skeleton: () => import('./components/topics/topics-skeleton').then((module) => module.TopicsSkeleton),
    }),
  },
});
