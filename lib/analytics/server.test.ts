// @vitest-environment node
import { reportError, trackEvent } from './index';

it('is a no-op on the server, where there is no window', () => {
  expect(typeof window).toBe('undefined');
  expect(() => {
    trackEvent('form_start', { form_id: 1 });
    reportError('form-fetch-error');
  }).not.toThrow();
});
