// @vitest-environment node
import { log } from '@/lib/log';
import type { SiteChrome } from '../model';
import { withChromeFallback } from './chrome-fallback';
import { ContentSourceError, type ContentSource } from './types';

const embedded = { brandName: 'Terralis', navigation: [], footer: { linkBlocks: [], social: [], disclaimer: 'Leia a bula.' } } as unknown as SiteChrome;
const fromAem = { ...embedded, brandName: 'Terralis AEM' } as SiteChrome;

const sourceWhoseChrome = (chrome: () => Promise<SiteChrome>): ContentSource => ({ getPage: async () => null, listPages: async () => [], getSiteChrome: chrome });
const fallback = { getSiteChrome: vi.fn(async () => embedded) };

afterEach(() => vi.restoreAllMocks());

describe('withChromeFallback', () => {
  it('takes the source\'s navigation and footer when it has them', async () => {
    expect(await withChromeFallback(sourceWhoseChrome(async () => fromAem), fallback).getSiteChrome('pt-BR')).toBe(fromAem);
  });

  it('takes the embedded content\'s when the source has none, and logs it', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const none = new ContentSourceError('AEM has no site configuration at /content/crop-science/pt-br/site-config.model.json', { status: 404 });
    expect(await withChromeFallback(sourceWhoseChrome(() => Promise.reject(none)), fallback).getSiteChrome('pt-BR')).toBe(embedded);
    expect(warnings).toHaveBeenCalledWith('cms.chrome_fallback', { locale: 'pt-BR', reason: none.message });
  });

  it('lets any other failure through (a timeout, a malformed configuration): the last good chrome stands in elsewhere', async () => {
    const timeout = new ContentSourceError('AEM did not answer within 5000 ms for /content/crop-science/pt-br/site-config.model.json');
    await expect(withChromeFallback(sourceWhoseChrome(() => Promise.reject(timeout)), fallback).getSiteChrome('pt-BR')).rejects.toBe(timeout);
  });
});
