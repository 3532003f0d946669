/**
 * What a history category means to the rules. Categories are recognised by their name, the one
 * thing the service sends for every category and the one the farmer reads (and that the history's
 * category filter, `/transaction-category`, lists): icons are presentation and may change or be
 * shared between categories. Names are compared in a normal form (trimmed, case, accents and runs
 * of spaces ignored), so 'Transferência de Pontos' and 'transferencia de pontos' are the same.
 * Any name not listed below is an earning category (purchases, campaigns, bonuses...).
 */
export type CategoryKind = 'redemption' | 'points-transfer' | 'expired-points' | 'other-transactions' | 'earning';

/** A history category as the service sends it. */
export interface LoyaltyCategory {
  name: string;
  icon?: string | null;
}

/**
 * The Portuguese names the service sends for the categories the rules single out, in their
 * normal form: the first of each list is the name the service uses; the others are the variants
 * (singular or plural, with or without 'de pontos') also accepted. The sandbox sends the first.
 */
export const categoryNames: Record<Exclude<CategoryKind, 'earning'>, readonly string[]> = {
  redemption: ['resgate', 'resgates', 'resgate de pontos'],
  'points-transfer': ['transferencia de pontos', 'transferencia', 'transferencias', 'transferencias de pontos'],
  'expired-points': ['pontos expirados', 'expiracao de pontos', 'expiracao'],
  'other-transactions': ['outras transacoes', 'outra transacao'],
};

/** A name in the form `categoryNames` holds: no accents or other combining marks, lower case, single spaces, trimmed. */
export function normalCategoryName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
}

const kindByName = new Map<string, CategoryKind>(
  Object.entries(categoryNames).flatMap(([kind, names]) => names.map((name) => [name, kind as CategoryKind])),
);

/** The kind of a category, by its name. */
export function categoryKind(category: LoyaltyCategory): CategoryKind {
  return kindByName.get(normalCategoryName(category.name)) ?? 'earning';
}
