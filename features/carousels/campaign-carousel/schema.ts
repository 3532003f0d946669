import { z } from 'zod';
import { imageSchema } from '@/lib/cms/block-fields';
import { carouselButtonFields, optionalText } from '../carousel/schema';
import { isCalendarDate } from '../logic/campaign-window';

/** Spec: "campaign carousel 7000 ms". */
export const CAMPAIGN_AUTOPLAY_MS = 7000;

const campaignDay = z.string().trim().refine(isCalendarDate, 'must be a calendar date written YYYY-MM-DD, e.g. 2026-11-01');

/**
 * The spec's campaign carousel item (title, text, link, cta, imageDesktop, startDate, endDate).
 * The campaign runs from the start of its start day to the end of its end day, both included.
 * Its button shows only when both link and cta are set, like every carousel button.
 */
export const campaignItemSchema = z
  .object({
    title: z.string().trim().min(1),
    text: optionalText,
    link: carouselButtonFields.buttonHref,
    cta: carouselButtonFields.buttonLabel,
    isExternalLink: carouselButtonFields.isExternalLink,
    imageDesktop: imageSchema,
    startDate: campaignDay,
    endDate: campaignDay,
  })
  .refine((item) => item.startDate <= item.endDate, {
    message: 'endDate must be the same day as startDate or later (both days are included)',
    path: ['endDate'],
  });

export const campaignCarouselSchema = z.object({
  /** The carousel's accessible name; the locale's "Current campaigns" when absent. */
  label: optionalText,
  items: z.array(campaignItemSchema).min(1),
  autoplayMs: z.number().int().min(1000).max(60000).default(CAMPAIGN_AUTOPLAY_MS),
});

export type CampaignItem = z.output<typeof campaignItemSchema>;
export type CampaignCarouselProps = z.output<typeof campaignCarouselSchema>;
