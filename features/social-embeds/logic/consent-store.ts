import type { SocialNetwork } from './embed-urls';

/**
 * Each network's posts wait for the visitor's consent to that network (lib/browser/consent.ts):
 * stored as `consent.social.<network>`, so every post of a network follows one choice.
 */
export const socialConsentService = (network: SocialNetwork) => `social.${network}`;
