import type { TransactionKind } from '@/lib/loyalty/contract';

/**
 * What a transaction category means to the rules, from its name as the programme spells it
 * (Portuguese, Spanish or English; accents and case ignored): the programme's categories carry no
 * code, and the spec names them only by name ('Other transactions').
 */
const kindByName: [RegExp, TransactionKind][] = [
  [/resgate|redemption|canje/, 'redemption'],
  [/transfer/, 'transfer'],
  [/expirad|expiracao|expired|vencid/, 'expired'],
  [/outras|other|otras/, 'other'],
];

export function categoryKindOf(name: string): TransactionKind {
  const plain = name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return kindByName.find(([pattern]) => pattern.test(plain))?.[1] ?? 'earning';
}
