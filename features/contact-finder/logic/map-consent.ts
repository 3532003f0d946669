import { createFlagStore } from '@/lib/browser/stored-flag';
import { useStoredFlag } from '@/lib/browser/use-stored-flag';

/**
 * The visitor's consent to load the contact map, kept like the social embeds' consent
 * (features/social-embeds/logic/consent-store.ts): the site's stored-flag mechanism, key
 * `consent.<service>` = "granted" in localStorage, so one choice holds on every finder and tab.
 * A feature cannot import another, hence this key beside theirs rather than a call into them.
 */
export const MAP_CONSENT_KEY = 'consent.maps';

const mapConsent = createFlagStore({ storage: 'localStorage', storedValue: 'granted', changeEvent: 'maps-consent-change' });

export function useMapConsent(): boolean {
  return useStoredFlag(mapConsent, MAP_CONSENT_KEY);
}

export function setMapConsent(granted: boolean): void {
  mapConsent.write(MAP_CONSENT_KEY, granted);
}
