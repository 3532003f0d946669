import { fieldViewConfig, sandboxFieldViewClientId } from './config';

const context = (present: Record<string, string>, sandbox = true) => ({ sandbox, present, sandboxUrl: (path: string) => `http://sandbox.internal${path}` });
const settingsOf = (present: Record<string, string>, sandbox = true) => fieldViewConfig.settings(fieldViewConfig.variables.parse(present), context(present, sandbox));

describe('the field-view env slice', () => {
  it("defaults to the sandbox's partner, client id and field-selection site", () => {
    expect(settingsOf({})).toEqual({
      baseUrl: 'http://sandbox.internal/field-view/api',
      clientId: sandboxFieldViewClientId,
      fieldSelectionUrl: 'http://sandbox.internal/field-view/field-selection',
      timeoutMs: 8000,
      syncPauseMs: 500,
    });
  });

  it('takes the pause between syncs, 0 to 10 seconds', () => {
    expect(settingsOf({ FIELD_VIEW_SYNC_PAUSE_MS: '0' }).syncPauseMs).toBe(0);
    expect(settingsOf({ FIELD_VIEW_SYNC_PAUSE_MS: '2000' }, false).syncPauseMs).toBe(2000);
    expect(fieldViewConfig.variables.safeParse({ FIELD_VIEW_SYNC_PAUSE_MS: '60000' }).success).toBe(false);
    expect(fieldViewConfig.variables.safeParse({ FIELD_VIEW_SYNC_PAUSE_MS: '-1' }).success).toBe(false);
  });

  it('has no partner with the sandbox off and nothing configured', () => {
    expect(settingsOf({}, false)).toMatchObject({ baseUrl: null, clientId: null, fieldSelectionUrl: null });
  });

  it('takes all three variables together, or none', () => {
    const all = { FIELD_VIEW_URL: 'https://api.fv.example/v1', FIELD_VIEW_CLIENT_ID: 'terralis', FIELD_VIEW_FIELD_SELECTION_URL: 'https://fields.fv.example' };
    expect(fieldViewConfig.problems?.(context(all))).toEqual([]);
    expect(settingsOf(all)).toMatchObject({ baseUrl: all.FIELD_VIEW_URL, clientId: 'terralis', fieldSelectionUrl: all.FIELD_VIEW_FIELD_SELECTION_URL });
    expect(fieldViewConfig.problems?.(context({ FIELD_VIEW_URL: all.FIELD_VIEW_URL }))).toHaveLength(2);
  });
});
