// @vitest-environment node
import { sharedStore } from '@/lib/shared-store';
import { connectFieldData, disconnectFieldData, fieldDataAuthorization, isFieldDataConnected } from './connection';

describe('the field-data connection store', () => {
  it('keeps one authorization per user, until they disconnect', async () => {
    expect(await isFieldDataConnected('uid-a')).toBe(false);
    await connectFieldData('uid-a', 'auth-a');
    await connectFieldData('uid-b', 'auth-b');
    expect(await fieldDataAuthorization('uid-a')).toBe('auth-a');
    expect(await fieldDataAuthorization('uid-b')).toBe('auth-b');
    await connectFieldData('uid-a', 'auth-a2');
    expect(await fieldDataAuthorization('uid-a')).toBe('auth-a2');
    await disconnectFieldData('uid-a');
    expect(await isFieldDataConnected('uid-a')).toBe(false);
    expect(await isFieldDataConnected('uid-b')).toBe(true);
  });

  it('treats a stored value it cannot read as no connection', async () => {
    await sharedStore().put('field-data:connection:uid-c', '{"authorization":', 60_000);
    expect(await isFieldDataConnected('uid-c')).toBe(false);
    await sharedStore().put('field-data:connection:uid-c', '{"authorization":42}', 60_000);
    expect(await fieldDataAuthorization('uid-c')).toBeNull();
  });
});
