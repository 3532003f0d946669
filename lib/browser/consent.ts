import { useEffect, useRef } from 'react';
import { createFlagStore } from './stored-flag';
import { useStoredFlag } from './use-stored-flag';

/**
 * The visitor's consent to load a third party's content in this browser (the contact map, a social
 * network's posts): `consent.<service>` = "granted" in localStorage, so one choice holds for every
 * widget of that service, in every tab. Nothing of the service is requested before it.
 */
export const consentKey = (service: string) => `consent.${service}`;

const consents = createFlagStore({ storage: 'localStorage', storedValue: 'granted', changeEvent: 'consent-change' });

/** Whether the visitor consented to the service; off on the server and during hydration. */
export function useConsent(service: string): boolean {
  return useStoredFlag(consents, consentKey(service));
}

export function setConsent(service: string, granted: boolean): void {
  consents.write(consentKey(service), granted);
}

/**
 * A widget's load and withdraw buttons for a service's consent. Only one of them is on screen: when
 * one changes the choice it is gone, so the focus moves to its counterpart (not when the choice
 * came from another widget or tab). Attach the refs to the two buttons and call `choose`.
 */
export function useConsentChoice(service: string) {
  const consented = useConsent(service);
  const loadButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (consented ? withdrawButton : loadButton).current?.focus();
  }, [consented]);

  const choose = (granted: boolean) => {
    moveFocus.current = true;
    setConsent(service, granted);
  };
  return { consented, choose, loadButton, withdrawButton };
}
