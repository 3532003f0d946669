import { recordIsKept } from './submit-voucher';

describe('recordIsKept', () => {
  it.each([
    [{ seq: 0, status: 'created' }, true],
    [{ seq: 0, status: 'updated' }, true],
    // The record of this voucher is there already: a retried submission of the same voucher.
    [{ seq: 0, status: 'skipped', reasons: [{ code: 'owner_session_required', message: 'exists' }] }, true],
    [{ seq: 0, status: 'skipped', reasons: [{ code: '1003', message: 'Value too long' }] }, false],
    [{ seq: 0, status: 'skipped' }, false],
    [{ seq: 0, status: 'failed', reasons: [{ code: '1004', message: 'Not found' }] }, false],
    [undefined, false],
  ])('says %j is kept: %s', (outcome, kept) => {
    expect(recordIsKept(outcome)).toBe(kept);
  });
});
