import { financeTier } from './finance-tier';

describe('financeTier', () => {
  it.each<[string[], string]>([
    [['finance'], 'premium'],
    [[' FINANCE '], 'premium'],
    [['Finance'], 'premium'],
    [['finance-and-orders'], 'eximia'],
    [['Finance And Orders'], 'eximia'],
    [['finance\tand  orders'], 'eximia'],
    // Both roles: the higher tier wins, in either order.
    [['finance', 'finance-and-orders'], 'eximia'],
    [['Finance And Orders', 'finance'], 'eximia'],
    [['finance', 'finance'], 'premium'],
    [['farmer', 'finance'], 'premium'],
    [['financeiro'], 'standard'],
    [['finance-orders'], 'standard'],
    [['finances'], 'standard'],
    [['farmer'], 'standard'],
    [['', '   '], 'standard'],
    [[], 'standard'],
  ])('%j -> %s', (roles, expected) => {
    expect(financeTier(roles)).toBe(expected);
  });
});
