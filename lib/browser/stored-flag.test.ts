import { createFlagStore } from './stored-flag';

const store = () => createFlagStore({ storage: 'localStorage', storedValue: 'granted', changeEvent: 'test-flag-change' });

describe('createFlagStore', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is off until set, keeps the stored value while on and removes the key when off', () => {
    const flags = store();
    expect(flags.read('consent.social.x')).toBe(false);
    flags.write('consent.social.x', true);
    expect(window.localStorage.getItem('consent.social.x')).toBe('granted');
    expect(flags.read('consent.social.x')).toBe(true);
    flags.write('consent.social.x', false);
    expect(window.localStorage.getItem('consent.social.x')).toBeNull();
    expect(flags.read('consent.social.x')).toBe(false);
  });

  it('reads another value under the key as off', () => {
    window.localStorage.setItem('consent.social.x', 'yes');
    expect(store().read('consent.social.x')).toBe(false);
  });

  it('tells subscribers of a change in this tab and in another, until they unsubscribe', () => {
    const flags = store();
    const onChange = vi.fn();
    const unsubscribe = flags.subscribe(onChange);
    flags.write('consent.social.x', true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'consent.social.x' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    flags.write('consent.social.x', false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps a choice for the page view when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const flags = store();
    flags.write('consent.social.x', true);
    expect(flags.read('consent.social.x')).toBe(true);
    expect(flags.read('consent.social.instagram')).toBe(false);
  });
});
