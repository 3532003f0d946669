import type { TransactionKind } from '@/lib/loyalty/contract';
import { categoryKindOf } from './category-kind';

describe('categoryKindOf', () => {
  it.each<[string, TransactionKind]>([
    ['Resgates', 'redemption'],
    ['RESGATE DE PONTOS', 'redemption'],
    ['Canje de puntos', 'redemption'],
    ['Transferência de pontos', 'transfer'],
    ['TRANSFERENCIA', 'transfer'],
    ['Pontos expirados', 'expired'],
    // Decomposed (NFD) accents read like composed ones.
    ['Expirac\u0327a\u0303o de pontos', 'expired'],
    ['Puntos vencidos', 'expired'],
    ['Outras transações', 'other'],
    ['Outras Transacoes', 'other'],
    ['Other transactions', 'other'],
    ['Compras', 'earning'],
    ['Campanhas', 'earning'],
    ['Bônus', 'earning'],
    // Points still to expire are earned points.
    ['Pontos a expirar', 'earning'],
    ['Outros', 'earning'],
    ['', 'earning'],
  ])('%j is %s', (name, kind) => {
    expect(categoryKindOf(name)).toBe(kind);
  });
});
