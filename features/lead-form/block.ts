import { block, defineFeature } from '@/lib/cms/blocks';
import enUS from './messages/en-US.json';
import esAR from './messages/es-AR.json';
import ptBR from './messages/pt-BR.json';
import { leadFormBlockSchema } from './schema';

/** The lead-capture form kit: a CMS block over a marketing-automation provider's forms. */
export const leadForm = defineFeature({
  blocks: {
    'lead-form': block(leadFormBlockSchema, () => import('./components/lead-form-block').then((module) => module.LeadFormBlock)),
  },
  messages: { 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': esAR },
});
