import {
  argentinaMobileIsValid,
  argentinaPostalIsValid,
  brazilMobileIsValid,
  emailIsValid,
  usPhoneProblem,
  usPhoneWithCountryCodeIsValid,
  usZipProblem,
} from './rules';

describe('emailIsValid', () => {
  it.each(['maria.souza@example.com.br', 'name+news@example.com', 'o_brien@sub.example.co', 'A.B-C@Example.ORG', 'x@a-b.io'])('accepts %j', (email) => {
    expect(emailIsValid(email)).toBe(true);
  });

  it.each([
    ['consecutive dots in the local part', 'maria..souza@example.com'],
    ['consecutive dots in the domain', 'maria@example..com'],
    ['no top-level domain', 'maria@example'],
    ['a one-letter top-level domain', 'maria@example.c'],
    ['a numeric top-level domain', 'maria@example.123'],
    ['a space inside', 'maria souza@example.com'],
    ['a leading space', ' maria@example.com'],
    ['no @', 'maria.example.com'],
    ['two @', 'maria@souza@example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'maria@'],
    ['a domain label starting with a hyphen', 'maria@-example.com'],
    ['nothing', ''],
  ])('refuses an address with %s (%j)', (_, email) => {
    expect(emailIsValid(email)).toBe(false);
  });
});

describe('brazilMobileIsValid', () => {
  it.each(['(64)99876-5432', '64998765432', '(11) 98765-4321', '(11)987654321'])('accepts %j', (phone) => {
    expect(brazilMobileIsValid(phone)).toBe(true);
  });

  it.each([
    ['all digits the same', '(11)11111-1111'],
    ['all digits the same, unmasked', '11111111111'],
    ['10 digits', '(64)9876-5432'],
    ['12 digits', '(64)998765-4321'],
    ['a one-digit area code', '(6)998765432'],
    ['letters', '(64)9987a-5432'],
    ['a country code', '+55 64 99876-5432'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_, phone) => {
    expect(brazilMobileIsValid(phone)).toBe(false);
  });
});

describe('argentinaMobileIsValid', () => {
  it.each(['11 2345-6789', '9 11 2345-6789', '0351 15-123-4567', '54 9 11 2345-6789', '1123456789', '11-2345-6789', '12345678', '123456789012345', '0 11 15 2345 6789'])(
    'accepts %j',
    (phone) => {
      expect(argentinaMobileIsValid(phone)).toBe(true);
    },
  );

  it.each(['1234567', '4567-890', '12'])('sets no minimum the spec does not have: accepts %j', (phone) => {
    expect(argentinaMobileIsValid(phone)).toBe(true);
  });

  it.each([
    ['16 digits', '1234567890123456'],
    ['16 digits in groups', '0351 15-123-4567-890'],
    ['one digit', '5'],
    ['all digits the same', '1111 1111'],
    ['letters', '11 2345-678a'],
    ['a plus sign', '+5491123456789'],
    ['parentheses', '(11) 2345-6789'],
    ['two separators in a row', '11  2345-6789'],
    ['a space and a hyphen in a row', '11 -2345-6789'],
    ['a leading separator', ' 1123456789'],
    ['a trailing separator', '1123456789-'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_, phone) => {
    expect(argentinaMobileIsValid(phone)).toBe(false);
  });
});

describe('usPhoneProblem', () => {
  it.each(['(515) 555-0142', '5155550142'])('finds nothing wrong with %j', (phone) => {
    expect(usPhoneProblem(phone)).toBeNull();
  });

  it.each(['(515) 555', '515555014', '15155550142', ''])('asks for 10 digits in %j', (phone) => {
    expect(usPhoneProblem(phone)).toBe('length');
  });

  it.each(['(555) 555-5555', '0000000000'])('calls %j, all digits the same, invalid', (phone) => {
    expect(usPhoneProblem(phone)).toBe('invalid');
  });
});

describe('usPhoneWithCountryCodeIsValid', () => {
  it.each(['1 (515) 555-0142', '15155550142'])('accepts %j', (phone) => {
    expect(usPhoneWithCountryCodeIsValid(phone)).toBe(true);
  });

  it.each([
    ['no country code', '(515) 555-0142'],
    ['another country code', '2 (515) 555-0142'],
    ['10 digits after the 1 that are all the same', '1 (555) 555-5555'],
    ['too few digits', '1 (515) 555-014'],
    ['too many digits', '1 (515) 555-01423'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_, phone) => {
    expect(usPhoneWithCountryCodeIsValid(phone)).toBe(false);
  });

  it('accepts a number of ones after the country code only if they are not all the same', () => {
    expect(usPhoneWithCountryCodeIsValid('11111111111')).toBe(false);
    expect(usPhoneWithCountryCodeIsValid('11111111112')).toBe(true);
  });
});

describe('usZipProblem', () => {
  it.each(['50010', '02134'])('finds nothing wrong with %j', (zip) => {
    expect(usZipProblem(zip)).toBeNull();
  });

  it.each(['5001', '500101', '', '50010-1234'])('asks for 5 digits in %j', (zip) => {
    expect(usZipProblem(zip)).toBe('length');
  });

  it.each(['00000', '5001a0', '500 10', '5-0010'])('calls %j invalid', (zip) => {
    expect(usZipProblem(zip)).toBe('invalid');
  });
});

describe('argentinaPostalIsValid', () => {
  it.each(['1425', '0000'])('accepts %j', (postal) => {
    expect(argentinaPostalIsValid(postal)).toBe(true);
  });

  it.each(['142', '14250', 'C1425', '14 25', ''])('refuses %j', (postal) => {
    expect(argentinaPostalIsValid(postal)).toBe(false);
  });
});
