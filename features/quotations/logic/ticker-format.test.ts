import { defaultSymbols, defaultTitles, memberSymbols, tickerEntries } from './ticker-format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('defaultSymbols', () => {
  it('are the spec symbols, in its order: cotton, rice, coffee, corn, soybean, wheat, dollar and euro in BRL, gold, oil, live cattle', () => {
    expect(defaultSymbols()).toEqual([
      'ICEUS:CT1!',
      'CBOT:ZR1!',
      'ICEUS:KC1!',
      'CBOT:ZC1!',
      'CBOT:ZS1!',
      'CBOT:ZW1!',
      'FX_IDC:USDBRL',
      'FX_IDC:EURBRL',
      'COMEX:GC1!',
      'NYMEX:CL1!',
      'CME:LE1!',
    ]);
  });

  it('are titled by their message key', () => {
    expect(defaultTitles((key) => `t:${key}`)).toMatchObject({ 'ICEUS:CT1!': 't:cotton', 'FX_IDC:EURBRL': 't:euro', 'CME:LE1!': 't:liveCattle' });
  });
});

describe('memberSymbols', () => {
  it.each([
    ['the checked ones, in order', [{ proName: 'B:2', checked: true }, { proName: 'A:1', checked: false }, { proName: 'C:3', checked: true }], ['B:2', 'C:3']],
    ['the defaults when none is checked', [{ proName: 'A:1', checked: false }], defaultSymbols()],
    ['the defaults for no items', [], defaultSymbols()],
  ])('%s', (_name, items, expected) => {
    expect(memberSymbols(items)).toEqual(expected);
  });
});

describe('tickerEntries', () => {
  const titles = { 'CBOT:ZC1!': 'Milho', 'FX_IDC:USDBRL': 'Dólar (R$)' };

  it.each([
    ['pt-BR', { symbol: 'CBOT:ZC1!', price: 1128.5, changePercent: 0.45, currency: 'USD' }, ['Milho', 'US$ 1.128,50', '+0,45%', 'up']],
    ['pt-BR', { symbol: 'FX_IDC:USDBRL', price: 5.3412, changePercent: -1.2, currency: 'BRL' }, ['Dólar (R$)', 'R$ 5,34', '-1,20%', 'down']],
    ['es-AR', { symbol: 'CBOT:ZC1!', price: 437.25, changePercent: 0, currency: 'USD' }, ['Milho', 'US$ 437,25', '0,00%', 'flat']],
    ['en-US', { symbol: 'NEW:X1!', price: 12, changePercent: 2, currency: 'USD' }, ['NEW:X1!', '$12.00', '+2.00%', 'up']],
  ] as const)('%s: %j', (locale, quote, [title, price, change, direction]) => {
    const [entry] = tickerEntries([quote], titles, locale);
    expect({ ...entry, price: plain(entry!.price) }).toEqual({ symbol: quote.symbol, title, price, change, direction });
  });
});
