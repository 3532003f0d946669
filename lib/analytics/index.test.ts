import { reportError, trackEvent } from './index';

describe('analytics', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('pushes events to window.dataLayer, creating it when the tag manager has not', () => {
    trackEvent('form_start', { form_id: 1001, form_name: 'Campanha' });
    trackEvent('form_submit', { form_id: 1001 });
    expect(window.dataLayer).toEqual([
      { event: 'form_start', form_id: 1001, form_name: 'Campanha' },
      { event: 'form_submit', form_id: 1001 },
    ]);
  });

  it('keeps what the tag manager already queued', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    reportError('form-fetch-error', { form_id: 1002 });
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'error_report', error_type: 'form-fetch-error', form_id: 1002 }]);
  });

  it('does not let params overwrite the event name', () => {
    trackEvent('form_submit', { event: 'something_else' } as never);
    expect(window.dataLayer?.[0]?.event).toBe('form_submit');
  });
});
