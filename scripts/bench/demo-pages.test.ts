// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentPagePaths, urlPathOf } from './demo-pages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('urlPathOf', () => {
  it('serves a home at the locale and any other page under it', () => {
    expect(urlPathOf('pt-BR', '/')).toBe('/pt-BR');
    expect(urlPathOf('pt-BR', '/componentes/contato')).toBe('/pt-BR/componentes/contato');
  });
});

describe('contentPagePaths', () => {
  it('lists the published public pages of every locale, the noindex component guide included', async () => {
    const paths = await contentPagePaths({ root, env: {} });
    expect(paths).toEqual(expect.arrayContaining(['/pt-BR', '/pt-BR/campanhas', '/pt-BR/componentes/contato', '/es-AR/componentes/contacto', '/en-US/components/contact']));
    // Pages with access rules send visitors to sign in; drafts are for preview only.
    expect(paths).not.toContain('/pt-BR/area-logada');
    expect(paths).not.toContain('/pt-BR/lancamento-safra-2027');
    expect(paths?.[0]?.startsWith('/pt-BR')).toBe(true);
  });

  it('leaves the list to the sitemap when the server reads another source', async () => {
    expect(await contentPagePaths({ root, env: { CMS_SOURCE: 'aem' } })).toBeNull();
  });
});
