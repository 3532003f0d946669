import { z } from 'zod';
import { DEFAULT_CROP } from './logic/campaign-yield';

/** Props of the `field-data-campaign` block: the campaign dashboard card of the signed-in user. */
export const campaignCardSchema = z.object({
  /** The section's heading; the feature's own ('Mi campaña') when absent. */
  heading: z.string().trim().min(1).optional(),
  /** The crop whose yield the card shows, as the partner names it; the spec's default 'Corn'. */
  crop: z.string().trim().min(1).default(DEFAULT_CROP),
  /** The connect-account page, a CMS path. */
  connectPath: z.string().trim().startsWith('/').default('/configuracion-de-perfil/conectar-cuenta'),
});
export type CampaignCardBlockProps = z.output<typeof campaignCardSchema>;

/** Props of the `field-data-connect` block: the connect-account panel. */
export const connectAccountSchema = z.object({
  heading: z.string().trim().min(1).optional(),
  /** Where a connected user goes on: the campaign page, a CMS path; the planting advisory where the locale has none. */
  continuePath: z.string().trim().startsWith('/').optional(),
  /** Where `?preceon-redirect=true` sends them back to: the planting advisory page. */
  advisoryPath: z.string().trim().startsWith('/'),
});
export type ConnectAccountBlockProps = z.output<typeof connectAccountSchema>;

/** Props of the `field-data-product-banner` block: the field-data product banner (spec §2). */
export const productBannerSchema = z.object({
  title: z.string().trim().min(1),
  text: z.string().trim().min(1),
  /** A CMS path or an absolute address. */
  href: z.string().trim().min(1),
  /** The button's words; the feature's own ('Conocer más') when absent. */
  cta: z.string().trim().min(1).optional(),
  image: z.object({ src: z.string().min(1), alt: z.string() }).optional(),
});
export type ProductBannerBlockProps = z.output<typeof productBannerSchema>;
