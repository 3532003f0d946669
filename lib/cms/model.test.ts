import { pagePropertiesSchema } from './model';

const base = { title: 'Área logada', translationKey: 'logged-in-area' };

describe('page access property', () => {
  it('reads access rules as an object (files) or a JSON string (AEM page properties)', () => {
    expect(pagePropertiesSchema.parse({ ...base, access: { requireLogin: true } }).access).toEqual({ requireLogin: true, requireProgrammeAccount: false });
    expect(pagePropertiesSchema.parse({ ...base, access: '{"roles":["finance"],"flag":"Ar-login"}' }).access).toMatchObject({ roles: ['finance'], flag: 'Ar-login' });
    expect(pagePropertiesSchema.parse(base).access).toBeUndefined();
  });

  it('refuses access rules it cannot read, instead of publishing the page open', () => {
    expect(pagePropertiesSchema.safeParse({ ...base, access: '{"requireLogin": tru' }).success).toBe(false);
    expect(pagePropertiesSchema.safeParse({ ...base, access: { requireLogin: 'yes' } }).success).toBe(false);
  });
});
