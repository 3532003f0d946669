// @vitest-environment node
import { emailOnAllowList, encodeEmailForAllowList } from './allow-list';

describe('encodeEmailForAllowList', () => {
  it('is standard base64 of the UTF-8 e-mail, with padding', () => {
    expect(encodeEmailForAllowList('ana@example.com')).toBe('YW5hQGV4YW1wbGUuY29t');
    expect(encodeEmailForAllowList('bo@example.com')).toBe('Ym9AZXhhbXBsZS5jb20=');
    expect(encodeEmailForAllowList('joão@example.com.br')).toBe('am/Do29AZXhhbXBsZS5jb20uYnI=');
  });

  it('encodes the trimmed, lowercased e-mail', () => {
    expect(encodeEmailForAllowList('  Ana@Example.COM \n')).toBe(encodeEmailForAllowList('ana@example.com'));
    expect(encodeEmailForAllowList('JOÃO@EXAMPLE.COM.BR')).toBe(encodeEmailForAllowList('joão@example.com.br'));
  });

  it('treats composed and decomposed accents as the same address', () => {
    expect(encodeEmailForAllowList('joa\u0303o@example.com.br')).toBe(encodeEmailForAllowList('jo\u00e3o@example.com.br'));
  });
});

describe('emailOnAllowList', () => {
  const allowList = ['YW5hQGV4YW1wbGUuY29t', ' am/Do29AZXhhbXBsZS5jb20uYnI= '];

  it('finds an e-mail on the list', () => {
    expect(emailOnAllowList('ana@example.com', allowList)).toBe(true);
  });

  it('ignores the case and surrounding whitespace of the e-mail', () => {
    expect(emailOnAllowList('  ANA@Example.com\t', allowList)).toBe(true);
  });

  it('finds a non-ASCII e-mail, and trims list entries', () => {
    expect(emailOnAllowList('joão@example.com.br', allowList)).toBe(true);
    expect(emailOnAllowList('João@Example.com.br', allowList)).toBe(true);
  });

  it('refuses an e-mail not on the list', () => {
    expect(emailOnAllowList('bo@example.com', allowList)).toBe(false);
    expect(emailOnAllowList('joao@example.com.br', allowList)).toBe(false);
    expect(emailOnAllowList('ana@example.com.br', allowList)).toBe(false);
  });

  it('compares entries exactly: base64 is case-sensitive and plain e-mails do not count', () => {
    expect(emailOnAllowList('ana@example.com', ['yw5hqgv4yw1wbguuy29t'])).toBe(false);
    expect(emailOnAllowList('ana@example.com', ['ana@example.com'])).toBe(false);
    expect(emailOnAllowList('bo@example.com', ['Ym9AZXhhbXBsZS5jb20'])).toBe(false); // padding dropped
  });

  it('refuses a missing e-mail', () => {
    for (const email of [null, undefined, '', '   ']) expect(emailOnAllowList(email, allowList)).toBe(false);
    expect(emailOnAllowList('', ['', ' '])).toBe(false);
  });

  it('refuses everyone on an empty list', () => {
    expect(emailOnAllowList('ana@example.com', [])).toBe(false);
  });
});
