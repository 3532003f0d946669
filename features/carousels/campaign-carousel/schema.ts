import { z } from 'zod';
import { imageSchema, withFlatImages } from '@/lib/cms/block-fields';
import { carouselButtonFields, optionalText } from '../carousel/schema';
import { endsAfterItStarts, isCampaignMoment } from '../logic/campaign-window';

/** Spec: "campaign carousel 7000 ms". */
export const CAMPAIGN_AUTOPLAY_MS = 7000;

const campaignMoment = z
  .string()
  .trim()
  .refine(isCampaignMoment, 'must be a day written YYYY-MM-DD (e.g. 2026-11-01) or an ISO 8601 date-time (e.g. 2026-11-01T09:00:00-03:00)');

/**
 * The spec's campaign carousel item (title, text, link, cta, imageDesktop, startDate, endDate).
 * The campaign runs from its start to its end, both included, in the market's time zone: a day
 * counts whole, a date-time from or until that instant (see `logic/campaign-window.ts`). The
 * image comes nested or flat (`imageDesktop` a path, `imageDesktopAlt` its alt text). Its button
 * shows only when both link and cta are set, like every carousel button.
 */
export const campaignItemSchema = withFlatImages(
  z
    .object({
      title: z.string().trim().min(1),
      text: optionalText,
      link: carouselButtonFields.buttonHref,
      cta: carouselButtonFields.buttonLabel,
      isExternalLink: carouselButtonFields.isExternalLink,
      imageDesktop: imageSchema,
      startDate: campaignMoment,
      endDate: campaignMoment,
    })
    .refine(endsAfterItStarts, {
      message: 'endDate must be the same as startDate or later (both ends are included)',
      path: ['endDate'],
    }),
  ['imageDesktop'],
);

export const campaignCarouselSchema = z.object({
  /** The carousel's accessible name; the locale's "Current campaigns" when absent. */
  label: optionalText,
  items: z.array(campaignItemSchema).min(1),
  autoplayMs: z.number().int().min(1000).max(60000).default(CAMPAIGN_AUTOPLAY_MS),
});

export type CampaignItem = z.output<typeof campaignItemSchema>;
export type CampaignCarouselProps = z.output<typeof campaignCarouselSchema>;
