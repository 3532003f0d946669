import { defineFeature } from '@/lib/cms/blocks';
import enUS from './messages/en-US.json';
import esAR from './messages/es-AR.json';
import ptBR from './messages/pt-BR.json';

/** Sign-in and the signed-in user: no blocks, the messages of the login and restricted-access pages (index.ts). */
export const account = defineFeature({
  messages: { 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': esAR },
});
