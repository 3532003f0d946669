import { dialString, telHref, whatsAppHref } from './phone';

describe('phone links', () => {
  it('dials the digits only, keeping the + of an international number', () => {
    expect(telHref('+55 11 4000-0000')).toBe('tel:+551140000000');
    expect(telHref('0800 770 0000')).toBe('tel:08007700000');
    expect(dialString(' +54 (11) 5555.0100 ')).toBe('+541155550100');
  });

  it('builds a wa.me link from the international number without + or separators', () => {
    expect(whatsAppHref('+55 11 99999-0000')).toBe('https://wa.me/5511999990000');
  });
});
