import { defaultTickerSymbols } from '@/lib/quotations/symbols';
import type { QuotationCurrency } from '@/lib/quotations/contract';
import { seededRandom } from '@/lib/sandbox/seeded-random';
import type { MarketAnswer, PreferencesAnswer, TickerAnswer } from '../contract';

/**
 * The sandbox's quotations, the same all day (seeded by the UTC day) and moving a little from one
 * day to the next around realistic prices.
 */

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Rosario board prices per tonne (pesos and dollars), with cents so that flooring shows. */
const BOARD: readonly [string, number, number][] = [
  ['Soja', 448_500, 309.5],
  ['Maíz', 241_300, 166.4],
  ['Trigo', 228_900, 157.8],
  ['Girasol', 472_100, 325.6],
  ['Sorgo', 215_700, 148.9],
];

/** The board of the day before `now` (the last one closed), in a currency; pesos without one. */
export function sandboxMarket(now: Date, currency: QuotationCurrency = 'ARS'): MarketAnswer {
  const random = seededRandom(`quotations:market:${utcDay(now)}`);
  const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  return {
    status: 200,
    results: [
      {
        fecha: yesterday.toISOString(),
        detalle: BOARD.map(([tipoCotizacion, pesos, dollars]) => {
          const drift = 0.98 + random() * 0.04;
          return { tipoCotizacion, valor: Math.round((currency === 'USD' ? dollars : pesos) * drift * 100) / 100 };
        }),
      },
    ],
  };
}

/** The default symbols' prices: futures in their exchange's units, currencies in BRL. */
const TICKER_BASE: Record<string, [number, string]> = {
  'ICEUS:CT1!': [66.8, 'USD'],
  'CBOT:ZR1!': [14.9, 'USD'],
  'ICEUS:KC1!': [398.5, 'USD'],
  'CBOT:ZC1!': [437.25, 'USD'],
  'CBOT:ZS1!': [1_128.5, 'USD'],
  'CBOT:ZW1!': [541.75, 'USD'],
  'FX_IDC:USDBRL': [5.34, 'BRL'],
  'FX_IDC:EURBRL': [6.17, 'BRL'],
  'COMEX:GC1!': [4_072.4, 'USD'],
  'NYMEX:CL1!': [58.9, 'USD'],
  'CME:LE1!': [221.3, 'USD'],
  // Brazilian boards a member can add to their ticker.
  'BMFBOVESPA:BGI1!': [318.4, 'BRL'],
  'BMFBOVESPA:CCM1!': [68.9, 'BRL'],
  'BMFBOVESPA:SJC1!': [24.6, 'USD'],
};

/** Today's quotes of the symbols the sandbox knows, among those asked for. */
export function sandboxTicker(now: Date, symbols: readonly string[]): TickerAnswer {
  const day = utcDay(now);
  return {
    quotes: symbols.flatMap((symbol) => {
      const base = TICKER_BASE[symbol];
      if (!base) return [];
      const random = seededRandom(`quotations:ticker:${day}:${symbol}`);
      const changePercent = Math.round((random() * 4 - 2) * 100) / 100;
      return [{ symbol, price: Math.round(base[0] * (1 + changePercent / 100) * 100) / 100, changePercent, currency: base[1] }];
    }),
  };
}

const DEFAULT_TITLES: Record<(typeof defaultTickerSymbols)[number]['key'], [string, string]> = {
  cotton: ['Algodão', 'Commodities agrícolas'],
  rice: ['Arroz', 'Commodities agrícolas'],
  coffee: ['Café', 'Commodities agrícolas'],
  corn: ['Milho', 'Commodities agrícolas'],
  soybean: ['Soja', 'Commodities agrícolas'],
  wheat: ['Trigo', 'Commodities agrícolas'],
  dollar: ['Dólar', 'Moedas'],
  euro: ['Euro', 'Moedas'],
  gold: ['Ouro', 'Metais e energia'],
  oil: ['Petróleo', 'Metais e energia'],
  liveCattle: ['Boi gordo (CME)', 'Pecuária'],
};

/**
 * A member's quotation items: the default symbols, checked unless they hid them, and three
 * Brazilian boards they may add (unchecked until they do). `choices` are the member's saved changes.
 */
export function sandboxPreferences(choices: ReadonlyMap<string, boolean>): PreferencesAnswer {
  const items = [
    ...defaultTickerSymbols.map(({ key, proName }) => ({ itemId: key, title: DEFAULT_TITLES[key][0], proName, name: DEFAULT_TITLES[key][1], checked: true })),
    { itemId: 'b3-boi-gordo', title: 'Boi gordo (B3)', proName: 'BMFBOVESPA:BGI1!', name: 'Pecuária', checked: false },
    { itemId: 'b3-milho', title: 'Milho (B3)', proName: 'BMFBOVESPA:CCM1!', name: 'Commodities agrícolas', checked: false },
    { itemId: 'b3-soja', title: 'Soja (B3)', proName: 'BMFBOVESPA:SJC1!', name: 'Commodities agrícolas', checked: false },
  ];
  return items.map((item) => ({ ...item, checked: choices.get(item.itemId) ?? item.checked }));
}

export const sandboxPreferenceItemIds = new Set(sandboxPreferences(new Map()).map((item) => item.itemId));
