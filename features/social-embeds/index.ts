/** Social media posts (Facebook, Instagram, X) that load only after the visitor consents per network. */
export { SocialEmbeds } from './components/social-embeds';
export { socialEmbedsSchema, type SocialEmbedsProps } from './schema';
