// @vitest-environment node
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { UserSessionProvider } from '@/components/account/user-context.client';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { ArticleBannerBlock } from './article-banner-block';
import { articleBannerSchema } from './article-banner-schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const props = articleBannerSchema.parse({
  signedOut: { heading: 'Receba conteúdos do seu jeito', text: 'Entre com sua conta.', ctaLabel: 'Entrar e escolher temas' },
  signedIn: { heading: 'Ajuste seus temas de interesse', text: 'Escolha culturas.', ctaLabel: 'Escolher temas' },
});

/** The block's HTML as a cached page carries it: rendered on the server, where nobody is signed in. */
async function serverHtml(locale: 'pt-BR' | 'es-AR' = 'pt-BR', path = '/artigos') {
  const element = await ArticleBannerBlock({ props, context: makeContext({ locale, page: makePage({ locale, path }) }) });
  const { prelude } = await prerenderToNodeStream(<UserSessionProvider>{element}</UserSessionProvider>);
  return text(prelude);
}

describe('ArticleBannerBlock on the server', () => {
  it('renders the visitors’ copy, whose sign-in link comes back to the page’s path (it works without script)', async () => {
    const html = await serverHtml();
    expect(html).toContain('Receba conteúdos do seu jeito');
    expect(html).toMatch(/<a href="\/pt-BR\/login\?redirectUrl=%2Fpt-BR%2Fartigos"[^>]*>Entrar e escolher temas<\/a>/);
    expect(html).not.toContain('data-testid="article-banner-loading"');
    expect(html).not.toContain('aria-busy');
  });

  it('lays out the signed-in copy hidden and inert beside it, so the banner is its final size already', async () => {
    const html = await serverHtml('es-AR', '/articulos');
    expect(html).toMatch(/<div class="[^"]*" aria-hidden="true" inert=""><h2[^>]*>Ajuste seus temas de interesse<\/h2>/);
    // The visitors' copy is the one on show.
    expect(html).toMatch(/<div class="[^"]*"><h2[^>]*>Receba conteúdos do seu jeito<\/h2>/);
    expect(html).toContain('href="/es-AR/login?redirectUrl=%2Fes-AR%2Farticulos"');
  });

  it('defaults the sign-in page to the locale’s /login', () => {
    expect(props.signedOut.loginPath).toBe('/login');
    expect(() => articleBannerSchema.parse({ ...props, signedOut: { ...props.signedOut, loginPath: '//evil.example/login' } })).toThrow();
    expect(() => articleBannerSchema.parse({ ...props, signedOut: { ...props.signedOut, loginPath: '/login?next=x' } })).toThrow();
  });
});
