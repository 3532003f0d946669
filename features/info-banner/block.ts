import { block, defineFeature } from '@/lib/cms/blocks';
import enUS from './messages/en-US.json';
import esAR from './messages/es-AR.json';
import ptBR from './messages/pt-BR.json';
import { infoBannerSchema } from './schema';

/** The info banner block: a notice, a closable campaign banner, or a banner for Eleva customers. */
export const infoBanner = defineFeature({
  blocks: {
    'info-banner': block(infoBannerSchema, () => import('./components/info-banner').then((module) => module.InfoBanner)),
  },
  messages: { 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': esAR },
});
