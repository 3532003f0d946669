import { defineMessages } from '@/lib/i18n/messages';
import enUS from './en-US.json';
import esAR from './es-AR.json';
import ptBR from './pt-BR.json';

/** The campaign dashboard card, the connect-account panel and the field-data product banner: this feature's messages, merged into the site's by blocks/messages.ts. */
export const fieldDataMessages = defineMessages({ 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': esAR });
