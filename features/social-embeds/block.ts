import { block, defineFeature } from '@/lib/cms/blocks';
import enUS from './messages/en-US.json';
import esAR from './messages/es-AR.json';
import ptBR from './messages/pt-BR.json';
import { socialEmbedsSchema } from './schema';

/** Social media posts (Facebook, Instagram, X) that load only after the visitor consents per network. */
export const socialEmbeds = defineFeature({
  blocks: {
    'social-embeds': block(socialEmbedsSchema, () => import('./components/social-embeds').then((module) => module.SocialEmbeds)),
  },
  messages: { 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': esAR },
});
