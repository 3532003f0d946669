import { categoryKind, categoryNames, normalCategoryName, type CategoryKind } from './transaction-category';

describe('normalCategoryName', () => {
  it.each([
    ['Transferência de pontos', 'transferencia de pontos'],
    ['  TRANSFERÊNCIA   DE\u00a0PONTOS ', 'transferencia de pontos'],
    // Decomposed (NFD) and composed (NFC) accents read the same.
    ['Expirac\u0327a\u0303o', 'expiracao'],
    ['Expira\u00e7\u00e3o', 'expiracao'],
    ['Outras\ttransações', 'outras transacoes'],
    ['', ''],
  ])('%j -> %j', (name, normal) => {
    expect(normalCategoryName(name)).toBe(normal);
  });
});

describe('categoryKind', () => {
  it.each<[string, CategoryKind]>([
    ['Resgate', 'redemption'],
    ['Resgates', 'redemption'],
    ['RESGATE DE PONTOS', 'redemption'],
    ['Transferência de pontos', 'points-transfer'],
    ['transferencia', 'points-transfer'],
    ['Transferências', 'points-transfer'],
    ['Pontos expirados', 'expired-points'],
    ['Expiração de pontos', 'expired-points'],
    ['Outras transações', 'other-transactions'],
    ['Outras Transacoes', 'other-transactions'],
    ['Compra de produtos', 'earning'],
    ['Campanha', 'earning'],
    ['Bônus', 'earning'],
    // Only whole names count: a name that merely contains one is another category.
    ['Resgate parcial', 'earning'],
    ['Pontos a expirar', 'earning'],
    ['Outros', 'earning'],
    ['', 'earning'],
  ])('%j is %s', (name, kind) => {
    expect(categoryKind({ name, icon: 'any-icon' })).toBe(kind);
  });

  it('ignores the icon: only the name decides', () => {
    expect(categoryKind({ name: 'Compra de produtos', icon: 'resgate' })).toBe('earning');
    expect(categoryKind({ name: 'Resgate' })).toBe('redemption');
    expect(categoryKind({ name: 'Resgate', icon: null })).toBe('redemption');
  });

  it('holds every listed name in its normal form, each under one kind only', () => {
    const names = Object.values(categoryNames).flat();
    expect(names.every((name) => normalCategoryName(name) === name)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
