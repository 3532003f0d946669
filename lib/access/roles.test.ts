// @vitest-environment node
import { normaliseRoleName, priorityRole, roleGateAllows } from './roles';

describe('normaliseRoleName', () => {
  it.each([
    ['finance', 'finance'],
    [' FINANCE ', 'finance'],
    ['Finance And Orders', 'finance-and-orders'],
    ['  finance   and\torders \n', 'finance-and-orders'],
    ['finance-and-orders', 'finance-and-orders'],
    ['Técnico Agrícola', 'técnico-agrícola'],
    ['   ', ''],
  ])('%j -> %j', (name, expected) => {
    expect(normaliseRoleName(name)).toBe(expected);
  });
});

describe('roleGateAllows', () => {
  it('allows a user holding any of the allowed roles, whatever the spelling', () => {
    expect(roleGateAllows(['farmer'], ['farmer'])).toBe(true);
    expect(roleGateAllows(['  Farmer '], ['FARMER'])).toBe(true);
    expect(roleGateAllows(['dealer', 'Finance And Orders'], ['finance-and-orders', 'finance'])).toBe(true);
    expect(roleGateAllows(['farmer', 'farmer'], ['dealer', 'farmer'])).toBe(true);
    expect(roleGateAllows(['finance\tand orders'], ['Finance  And  Orders'])).toBe(true);
  });

  it('refuses a user holding none of them', () => {
    expect(roleGateAllows(['farmer'], ['dealer'])).toBe(false);
    expect(roleGateAllows(['financeiro'], ['finance'])).toBe(false);
    expect(roleGateAllows(['finance'], ['finance-and-orders'])).toBe(false);
  });

  it('refuses on empty lists', () => {
    expect(roleGateAllows([], ['farmer'])).toBe(false);
    expect(roleGateAllows(['farmer'], [])).toBe(false);
    expect(roleGateAllows([], [])).toBe(false);
  });

  it('never matches blank role names with each other', () => {
    expect(roleGateAllows([''], [''])).toBe(false);
    expect(roleGateAllows(['  '], ['\t'])).toBe(false);
  });
});

describe('priorityRole', () => {
  const priority = ['Finance And Orders', 'Finance', 'Farmer'];

  it('picks the first role of the priority list the user holds, normalised', () => {
    expect(priorityRole(['farmer', 'finance'], priority)).toBe('finance');
    expect(priorityRole(['FARMER', ' finance and orders ', 'finance'], priority)).toBe('finance-and-orders');
    expect(priorityRole(['farmer'], priority)).toBe('farmer');
    expect(priorityRole(['farmer', 'farmer'], priority)).toBe('farmer');
  });

  it('follows the priority list, not the order of the user roles', () => {
    expect(priorityRole(['farmer', 'finance'], ['farmer', 'finance'])).toBe('farmer');
    expect(priorityRole(['farmer', 'finance'], ['finance', 'farmer'])).toBe('finance');
  });

  it('returns null when the user holds none, or a list is empty', () => {
    expect(priorityRole(['dealer', 'financeiro'], priority)).toBeNull();
    expect(priorityRole([], priority)).toBeNull();
    expect(priorityRole(['farmer'], [])).toBeNull();
    expect(priorityRole([' '], ['', 'farmer'])).toBeNull();
  });

  it('names a role the switcher can match against a child gate', () => {
    const role = priorityRole(['Finance And Orders'], priority);
    expect(role).not.toBeNull();
    expect(roleGateAllows([role!], ['finance and orders'])).toBe(true);
  });
});
