import { auroraSeed } from '@/tests/fixtures/catalogue';
import { cropNamer } from './crop-names';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('cropNamer', () => {
  it("names the crops the site's messages know in the locale, oilseed rape as rapeseed", async () => {
    const pt = await cropNamer('pt-BR');
    expect(pt('corn')).toBe('Milho');
    expect(pt('rapeseed')).toBe('Canola');
    expect((await cropNamer('es-AR'))('rapeseed')).toBe('Colza');
    expect((await cropNamer('en-US'))('soy')).toBe('Soybeans');
  });

  it("falls back to the catalogue's own name of a seed's crop, then to the code in title case", async () => {
    const name = await cropNamer('en-US', [auroraSeed({ crops: ['SUNFLOWER'], cropLabel: 'Sunflower seeds' })]);
    expect(name('sunflower')).toBe('Sunflower seeds');
    expect(name('sweet_potato')).toBe('Sweet potato');
  });
});
