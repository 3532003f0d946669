import { errorMessage } from './error-message.mjs';

describe('errorMessage', () => {
  it("is an Error's message, without its stack", () => {
    const error = new TypeError('cannot read properties of undefined');
    expect(errorMessage(error)).toBe('cannot read properties of undefined');
  });

  it('writes anything else thrown as a string', () => {
    expect(errorMessage('timeout')).toBe('timeout');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(null)).toBe('null');
  });
});
