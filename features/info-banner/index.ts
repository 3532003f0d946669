/** The info banner block: a notice, a closable campaign banner, or a banner for Eleva customers. */
export { InfoBanner } from './components/info-banner';
export { infoBannerSchema, infoBannerVariants, type InfoBannerProps, type InfoBannerVariant } from './schema';
