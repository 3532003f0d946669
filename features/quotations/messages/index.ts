import { defineMessages } from '@/lib/i18n/messages';
import enUS from './en-US.json';
import esAR from './es-AR.json';
import ptBR from './pt-BR.json';

/** The market quotation card, the quotation ticker and its preference sheet: this feature's messages in every locale, merged into the site's by blocks/messages.ts. */
export const quotationsMessages = defineMessages({ 'en-US': enUS, 'pt-BR': ptBR, 'es-AR': esAR });
