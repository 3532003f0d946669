import { block, defineFeature } from '@/lib/cms/blocks';
import { socialEmbedsSchema } from './schema';

/** Social media posts (Facebook, Instagram, X) that load only after the visitor consents per network. */
export const socialEmbeds = defineFeature({
  blocks: {
    'social-embeds': block(socialEmbedsSchema, () => import('./components/social-embeds').then((module) => module.SocialEmbeds)),
  },
});
