import { faultRuleSchema, takeFault, type FaultRule } from './faults';

const rule = (fields: Partial<FaultRule> & { path: string }, id = '1'): FaultRule => ({ id, ...faultRuleSchema.parse({ status: 500, ...fields }) });
const target = (path: string, query = '', method = 'GET') => ({ method, path, query: new URLSearchParams(query) });

describe('sandbox faults', () => {
  it('applies to the next request only by default', () => {
    const rules = [rule({ path: '/a' })];
    expect(takeFault(rules, target('/a'))).toMatchObject({ status: 500 });
    expect(takeFault(rules, target('/a'))).toBeUndefined();
  });

  it('counts down `times` and never runs out at 0', () => {
    const twice = [rule({ path: '/a', times: 2 })];
    expect(takeFault(twice, target('/a'))).toBeDefined();
    expect(takeFault(twice, target('/a'))).toBeDefined();
    expect(takeFault(twice, target('/a'))).toBeUndefined();
    const forever = [rule({ path: '/a', times: 0 })];
    for (let i = 0; i < 10; i++) expect(takeFault(forever, target('/a'))).toBeDefined();
  });

  it('matches the exact path, the method when given and every given query parameter', () => {
    const rules = [rule({ path: '/form', method: 'post', query: { id: '7' } })];
    expect(takeFault(rules, target('/form/x', 'id=7', 'POST'))).toBeUndefined();
    expect(takeFault(rules, target('/form', 'id=7', 'GET'))).toBeUndefined();
    expect(takeFault(rules, target('/form', 'id=8', 'POST'))).toBeUndefined();
    expect(takeFault(rules, target('/form', 'munchkinId=1&id=7', 'POST'))).toMatchObject({ method: 'POST' });
  });

  it('takes the first matching rule', () => {
    const rules = [rule({ path: '/a', status: 502 }, '1'), rule({ path: '/a', status: 503 }, '2')];
    expect(takeFault(rules, target('/a'))).toMatchObject({ id: '1' });
    expect(takeFault(rules, target('/a'))).toMatchObject({ id: '2' });
  });

  it.each([
    ['no effect', { path: '/a' }],
    ['a relative path', { path: 'a', status: 500 }],
    ['a status that is not an error', { path: '/a', status: 200 }],
    ['a negative delay', { path: '/a', delayMs: -1 }],
    ['an unknown property', { path: '/a', status: 500, body: 'x' }],
  ])('refuses a rule with %s', (_case, input) => {
    expect(faultRuleSchema.safeParse(input).success).toBe(false);
  });
});
