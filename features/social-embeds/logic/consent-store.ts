import { createFlagStore } from '@/lib/browser/stored-flag';
import { useStoredFlag } from '@/lib/browser/use-stored-flag';
import type { SocialNetwork } from './embed-urls';

/**
 * The visitor's per-network consent to load embeds, remembered in localStorage
 * (`consent.social.<network>` = "granted"): every post of a network follows one choice, also
 * across tabs.
 */

export const consentStorageKey = (network: SocialNetwork) => `consent.social.${network}`;

const socialConsent = createFlagStore({ storage: 'localStorage', storedValue: 'granted', changeEvent: 'social-consent-change' });

export function useConsent(network: SocialNetwork): boolean {
  return useStoredFlag(socialConsent, consentStorageKey(network));
}

export function setConsent(network: SocialNetwork, granted: boolean): void {
  socialConsent.write(consentStorageKey(network), granted);
}
