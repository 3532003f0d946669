import { block, defineFeature } from '@/lib/cms/blocks';
import enUS from './messages/en-US.json';
import esAR from './messages/es-AR.json';
import ptBR from './messages/pt-BR.json';
import { cardGroupSchema } from './schema';

/** The flex card group block: authored cards, or cards filled from a tag search. */
export const cardGroup = defineFeature({
  blocks: {
    'card-group': block(cardGroupSchema, () => import('./components/card-group').then((module) => module.CardGroup)),
  },
  messages: { 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': esAR },
});
