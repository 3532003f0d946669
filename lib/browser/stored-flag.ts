/**
 * Yes/no choices a visitor makes in this browser (a banner closed, consent given), kept in Web
 * Storage under one key each and read by components through `useStoredFlag`, so every component
 * showing the same key follows one choice. Where storage is refused (blocked cookies, some private
 * modes) a choice still holds for the rest of the page view.
 */
export interface FlagStore {
  read(key: string): boolean;
  write(key: string, on: boolean): void;
  subscribe(onChange: () => void): () => void;
}

export interface FlagStoreOptions {
  /** sessionStorage forgets at the end of the browser session, localStorage keeps. */
  storage: 'localStorage' | 'sessionStorage';
  /** What a key holds while the flag is on; the key is removed when it is off. */
  storedValue: string;
  /** The window event that tells this tab's components a flag changed. */
  changeEvent: string;
}

export function createFlagStore({ storage, storedValue, changeEvent }: FlagStoreOptions): FlagStore {
  const unsaved = new Map<string, boolean>();
  return {
    read(key) {
      try {
        return window[storage].getItem(key) === storedValue;
      } catch {
        return unsaved.get(key) ?? false;
      }
    },
    write(key, on) {
      try {
        if (on) window[storage].setItem(key, storedValue);
        else window[storage].removeItem(key);
      } catch {
        unsaved.set(key, on);
      }
      window.dispatchEvent(new Event(changeEvent));
    },
    subscribe(onChange) {
      window.addEventListener(changeEvent, onChange);
      // Another tab of the site changed localStorage.
      window.addEventListener('storage', onChange);
      return () => {
        window.removeEventListener(changeEvent, onChange);
        window.removeEventListener('storage', onChange);
      };
    },
  };
}
