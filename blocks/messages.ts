import { accountMessages } from '@/features/account/messages';
import { aiSummaryMessages } from '@/features/ai-summary/messages';
import { articleSearchMessages } from '@/features/article-search/messages';
import { carbonProgramMessages } from '@/features/carbon-program/messages';
import { cardGroupMessages } from '@/features/card-group/messages';
import { carouselsMessages } from '@/features/carousels/messages';
import { contactFinderMessages } from '@/features/contact-finder/messages';
import { coursesMessages } from '@/features/courses/messages';
import { fieldDataMessages } from '@/features/field-data/messages';
import { financeMessages } from '@/features/finance/messages';
import { growersRewardsMessages } from '@/features/growers-rewards/messages';
import { infoBannerMessages } from '@/features/info-banner/messages';
import { leadFormMessages } from '@/features/lead-form/messages';
import { loyaltyMessages } from '@/features/loyalty/messages';
import { plantingAdvisoryMessages } from '@/features/planting-advisory/messages';
import { postalCodeSeedMessages } from '@/features/postal-code-seed/messages';
import { productCardsMessages } from '@/features/product-cards/messages';
import { productDetailMessages } from '@/features/product-detail/messages';
import { productDirectoryMessages } from '@/features/product-directory/messages';
import { productListingMessages } from '@/features/product-listing/messages';
import { quotationsMessages } from '@/features/quotations/messages';
import { rewardsCalculatorMessages } from '@/features/rewards-calculator/messages';
import { seedQualityMessages } from '@/features/seed-quality/messages';
import { socialEmbedsMessages } from '@/features/social-embeds/messages';
import { staticMapMessages } from '@/features/static-map/messages';
import { voucherFormMessages } from '@/features/voucher-form/messages';
import { weatherForecastMessages } from '@/features/weather-forecast/messages';
import { weatherVideoMessages } from '@/features/weather-video/messages';
import { yieldTrialReportMessages } from '@/features/yield-trial-report/messages';
import { yieldTrialsMessages } from '@/features/yield-trials/messages';
import type { Locale } from '@/lib/i18n/locales';
import siteEnUS from '@/locales/en-US.json';
import siteEsAR from '@/locales/es-AR.json';
import sitePtBR from '@/locales/pt-BR.json';

/**
 * Every message of the site: the shared catalogue (locales/) and each feature's
 * (`features/<name>/messages/index.ts`), by feature folder. A feature with messages adds one line
 * here (blocks/messages.test.ts finds one left out). This file imports message catalogues only:
 * next-intl's request configuration reads it on every route.
 */
export const featureMessages = {
  account: accountMessages,
  'ai-summary': aiSummaryMessages,
  'article-search': articleSearchMessages,
  'carbon-program': carbonProgramMessages,
  'card-group': cardGroupMessages,
  carousels: carouselsMessages,
  'contact-finder': contactFinderMessages,
  courses: coursesMessages,
  'field-data': fieldDataMessages,
  finance: financeMessages,
  'growers-rewards': growersRewardsMessages,
  'info-banner': infoBannerMessages,
  'lead-form': leadFormMessages,
  loyalty: loyaltyMessages,
  'planting-advisory': plantingAdvisoryMessages,
  'postal-code-seed': postalCodeSeedMessages,
  'product-cards': productCardsMessages,
  'product-detail': productDetailMessages,
  'product-directory': productDirectoryMessages,
  'product-listing': productListingMessages,
  quotations: quotationsMessages,
  'rewards-calculator': rewardsCalculatorMessages,
  'seed-quality': seedQualityMessages,
  'social-embeds': socialEmbedsMessages,
  'static-map': staticMapMessages,
  'voucher-form': voucherFormMessages,
  'weather-forecast': weatherForecastMessages,
  'weather-video': weatherVideoMessages,
  'yield-trial-report': yieldTrialReportMessages,
  'yield-trials': yieldTrialsMessages,
} as const;

type FeatureMessages = (typeof featureMessages)[keyof typeof featureMessages];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

const siteMessages = { 'en-US': siteEnUS, 'pt-BR': sitePtBR, 'es-AR': siteEsAR } satisfies Record<Locale, typeof siteEnUS>;

/** Every message of the site, typed: next-intl's `AppConfig` makes a key no catalogue has a type error. */
export type Messages = typeof siteEnUS & UnionToIntersection<FeatureMessages['en-US']>;

/** A locale's messages, the shared catalogue merged with every feature's. */
export function messagesFor(locale: Locale): Messages {
  return Object.assign({}, siteMessages[locale], ...Object.values(featureMessages).map((messages) => messages[locale]));
}

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
