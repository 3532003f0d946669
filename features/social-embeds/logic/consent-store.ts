import type { SocialNetwork } from './embed-urls';

/**
 * The visitor's per-network consent to load embeds, remembered in localStorage
 * (`consent.social.<network>` = "granted"). Components read it through useSyncExternalStore with
 * this subscribe/read pair, so every post of a network follows one choice, also across tabs.
 */

export const consentStorageKey = (network: SocialNetwork) => `consent.social.${network}`;

const GRANTED = 'granted';
const CHANGE_EVENT = 'social-consent-change';

/** Choices made while storage is unavailable (blocked cookies, private mode): they last this page view. */
const unsaved = new Map<SocialNetwork, boolean>();

export function hasConsent(network: SocialNetwork): boolean {
  try {
    return window.localStorage.getItem(consentStorageKey(network)) === GRANTED;
  } catch {
    return unsaved.get(network) ?? false;
  }
}

export function setConsent(network: SocialNetwork, granted: boolean): void {
  try {
    if (granted) window.localStorage.setItem(consentStorageKey(network), GRANTED);
    else window.localStorage.removeItem(consentStorageKey(network));
  } catch {
    unsaved.set(network, granted);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab of the site changed it.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
