import { contentBlocks } from '@/components/blocks/block';
import { account } from '@/features/account/block';
import { cardGroup } from '@/features/card-group/block';
import { carousels } from '@/features/carousels/block';
import { infoBanner } from '@/features/info-banner/block';
import { leadForm } from '@/features/lead-form/block';
import { newsletter } from '@/features/newsletter/block';
import { roleGate } from '@/features/role-gate/block';
import { socialEmbeds } from '@/features/social-embeds/block';
import { staticMap } from '@/features/static-map/block';
import { mergeBlocks, type BlockRegistry, type FeatureManifest } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import siteEnUS from '@/locales/en-US.json';
import siteEsAR from '@/locales/es-AR.json';
import sitePtBR from '@/locales/pt-BR.json';

/**
 * The composition root: every feature the site has, each one's block types and messages. This
 * folder may import features/ (their `block.ts`); nothing but app/ and the tests imports it.
 * A new feature adds one line to `features`.
 */
const features = [contentBlocks, account, cardGroup, carousels, infoBanner, leadForm, newsletter, roleGate, socialEmbeds, staticMap] as const;

type Features = (typeof features)[number];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Resource type -> props schema and component loader, for every block the CMS can place. */
export const blockRegistry: BlockRegistry = mergeBlocks(features);

export type BlockType = keyof UnionToIntersection<Features['blocks']>;

const siteMessages = { 'en-US': siteEnUS, 'pt-BR': sitePtBR, 'es-AR': siteEsAR } satisfies Record<Locale, typeof siteEnUS>;

/** Every message of the site: the shared ones (locales/) and each feature's (features/<name>/messages/). */
export type Messages = typeof siteEnUS & UnionToIntersection<Features['messages']['en-US']>;

/** A locale's messages, the shared catalogue merged with every feature's. */
export function messagesFor(locale: Locale): Messages {
  return Object.assign({}, siteMessages[locale], ...features.map((feature: FeatureManifest) => feature.messages[locale]));
}

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
