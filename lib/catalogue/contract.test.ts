import { describe, expect, it } from 'vitest';
import { cropDisplayCode, productPath } from './contract';

describe('the catalogue contract', () => {
  it('shows the OSR crop as rapeseed (spec §5), other crops by their lower-case code', () => {
    expect(cropDisplayCode('OSR')).toBe('rapeseed');
    expect(cropDisplayCode('osr')).toBe('rapeseed');
    expect(cropDisplayCode('CORN')).toBe('corn');
  });

  it('puts seeds under /d/ and the other groups under /cpd/ (spec §2)', () => {
    expect(productPath('pt-BR', { group: 'seeds', seoSlug: 'aurora-pro' })).toBe('/pt-BR/d/aurora-pro');
    expect(productPath('es-AR', { group: 'crop-protection', seoSlug: 'x' })).toBe('/es-AR/cpd/x');
    expect(productPath('en-US', { group: 'biological', seoSlug: 'y' })).toBe('/en-US/cpd/y');
  });
});
