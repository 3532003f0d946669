import { parseSessionAnswer } from './session-answer';

describe('parseSessionAnswer', () => {
  it('takes a visitor and a signed-in user as the session route answers them', () => {
    expect(parseSessionAnswer({ isLoggedIn: false })).toEqual({ isLoggedIn: false });
    const user = { document: '12345678909', email: 'ana@example.com.br', name: 'Ana Ribeiro', isEleva: true };
    expect(parseSessionAnswer({ isLoggedIn: true, user })).toEqual({ isLoggedIn: true, user });
    expect(parseSessionAnswer({ isLoggedIn: true, user: { isEleva: false } })).toEqual({ isLoggedIn: true, user: { isEleva: false } });
  });

  it('keeps only the fields it knows', () => {
    expect(parseSessionAnswer({ isLoggedIn: true, user: { isEleva: false, token: 'x' } })).toEqual({ isLoggedIn: true, user: { isEleva: false } });
  });

  it.each([
    ['nothing', null],
    ['a string', '<html>Bad gateway</html>'],
    ['no isLoggedIn', { user: { isEleva: true } }],
    ['a signed-in answer without a user', { isLoggedIn: true }],
    ['isEleva missing', { isLoggedIn: true, user: { name: 'Ana' } }],
    ['a name that is not text', { isLoggedIn: true, user: { name: 42, isEleva: false } }],
    ['isLoggedIn as text', { isLoggedIn: 'false' }],
  ])('refuses %s', (_case, answer) => {
    expect(() => parseSessionAnswer(answer)).toThrow(TypeError);
  });
});
