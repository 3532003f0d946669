/**
 * Spec §9: "Default ticker symbols: cotton, rice, coffee, corn, soybean, wheat, dollar and euro in
 * BRL, gold, oil, live cattle", in that order, as the ticker's symbols (`EXCHANGE:TICKER`). `key`
 * names the symbol in the quotations feature's messages. Shared by the ticker and its sandbox.
 */
export const defaultTickerSymbols = [
  { key: 'cotton', proName: 'ICEUS:CT1!' },
  { key: 'rice', proName: 'CBOT:ZR1!' },
  { key: 'coffee', proName: 'ICEUS:KC1!' },
  { key: 'corn', proName: 'CBOT:ZC1!' },
  { key: 'soybean', proName: 'CBOT:ZS1!' },
  { key: 'wheat', proName: 'CBOT:ZW1!' },
  { key: 'dollar', proName: 'FX_IDC:USDBRL' },
  { key: 'euro', proName: 'FX_IDC:EURBRL' },
  { key: 'gold', proName: 'COMEX:GC1!' },
  { key: 'oil', proName: 'NYMEX:CL1!' },
  { key: 'liveCattle', proName: 'CME:LE1!' },
] as const;

export type DefaultSymbolKey = (typeof defaultTickerSymbols)[number]['key'];
