import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { SocialEmbeds } from './components/social-embeds';
import { consentKey, setConsent } from '@/lib/browser/consent';
import { socialConsentService } from './logic/consent-store';
import { socialEmbedsSchema } from './schema';

const props = socialEmbedsSchema.parse({
  heading: 'A Terralis nas redes',
  posts: [
    { network: 'facebook', url: 'https://www.facebook.com/terralis/posts/pfbid0Soja2026', title: 'Dia de campo de soja em Rio Verde' },
    { network: 'instagram', url: 'https://www.instagram.com/p/C7xSoja26/', title: 'Colheita do milho safrinha' },
    { network: 'x', url: 'https://twitter.com/TerralisBR/status/1790000000000000001', title: 'Alerta de ferrugem-asiática' },
    { network: 'facebook', url: 'https://www.facebook.com/terralis/videos/1234567890', title: 'Vídeo: regulagem do pulverizador' },
  ],
});

function renderEmbeds(locale: 'pt-BR' | 'es-AR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(<SocialEmbeds props={props} context={makeContext({ locale })} />, { locale });
}

const postCard = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

beforeEach(() => window.localStorage.clear());

describe('SocialEmbeds', () => {
  it('before consent shows a placeholder per post and no frame at all', () => {
    const { container } = renderEmbeds();
    expect(screen.getByRole('region', { name: 'A Terralis nas redes' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    const card = within(postCard('Dia de campo de soja em Rio Verde'));
    expect(card.getByText('Facebook')).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Dia de campo de soja em Rio Verde' })).toBeInTheDocument();
    expect(card.getByText(/compartilha dados com o Facebook/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Carregar conteúdo do Facebook' })).toBeInTheDocument();
    const open = card.getByRole('link', { name: 'Ver no Facebook (abre em uma nova aba)' });
    expect(open).toHaveAttribute('href', 'https://www.facebook.com/terralis/posts/pfbid0Soja2026');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(postCard('Alerta de ferrugem-asiática')).getByRole('link', { name: /Ver no X/ })).toHaveAttribute(
      'href',
      'https://x.com/TerralisBR/status/1790000000000000001',
    );
  });

  it('never puts a third-party script or any network URL other than the post links into the page', () => {
    const { container } = renderEmbeds();
    expect(container.querySelector('script')).toBeNull();
    const sources = [...container.querySelectorAll('[src]')].map((element) => element.getAttribute('src'));
    expect(sources).toEqual([]);
  });

  it('loads the official iframe embed of every post of a network once the visitor consents, and remembers it', async () => {
    const user = userEvent.setup();
    renderEmbeds();
    await user.click(within(postCard('Dia de campo de soja em Rio Verde')).getByRole('button', { name: 'Carregar conteúdo do Facebook' }));

    const frame = within(postCard('Dia de campo de soja em Rio Verde')).getByTitle('Publicação do Facebook: Dia de campo de soja em Rio Verde');
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://www.facebook.com/plugins/post.php');
    expect(src.searchParams.get('href')).toBe('https://www.facebook.com/terralis/posts/pfbid0Soja2026');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '640');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(window.localStorage.getItem(consentKey(socialConsentService('facebook')))).toBe('granted');

    // The same choice covers the other Facebook post; other networks still wait for theirs.
    expect(within(postCard('Vídeo: regulagem do pulverizador')).getByTitle(/Vídeo: regulagem/)).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/plugins\/video\.php\?/),
    );
    expect(within(postCard('Colheita do milho safrinha')).queryByTitle(/Colheita/)).toBeNull();
    expect(within(postCard('Colheita do milho safrinha')).getByRole('button', { name: 'Carregar conteúdo do Instagram' })).toBeInTheDocument();
  });

  it('is keyboard operable: focus moves to the withdraw button after loading and back after withdrawing', async () => {
    const user = userEvent.setup();
    renderEmbeds('en-US');
    const card = within(postCard('Alerta de ferrugem-asiática'));
    card.getByRole('button', { name: 'Load X content' }).focus();
    await user.keyboard('{Enter}');

    expect(card.getByTitle('X post: Alerta de ferrugem-asiática')).toHaveAttribute(
      'src',
      'https://platform.twitter.com/embed/Tweet.html?id=1790000000000000001&dnt=true&lang=en',
    );
    const withdraw = card.getByRole('button', { name: 'Stop loading X content' });
    expect(withdraw).toHaveFocus();

    await user.keyboard(' ');
    expect(card.queryByTitle(/X post/)).toBeNull();
    expect(card.getByRole('button', { name: 'Load X content' })).toHaveFocus();
    expect(window.localStorage.getItem(consentKey(socialConsentService('x')))).toBeNull();
  });

  it('shows the frame at once on a later visit when consent was given before', () => {
    setConsent(socialConsentService('instagram'), true);
    const { unmount } = renderEmbeds('es-AR');
    const card = within(postCard('Colheita do milho safrinha'));
    expect(card.getByTitle('Publicación de Instagram: Colheita do milho safrinha')).toHaveAttribute('src', 'https://www.instagram.com/p/C7xSoja26/embed');
    expect(card.getByRole('button', { name: 'Dejar de cargar contenido de Instagram' })).toBeInTheDocument();
    expect(within(postCard('Dia de campo de soja em Rio Verde')).getByRole('button', { name: 'Cargar contenido de Facebook' })).toBeInTheDocument();
    unmount();

    renderEmbeds('es-AR');
    expect(within(postCard('Colheita do milho safrinha')).getByTitle(/Colheita/)).toBeInTheDocument();
  });

  it('follows a choice made in another tab', async () => {
    renderEmbeds();
    window.localStorage.setItem(consentKey(socialConsentService('x')), 'granted');
    window.dispatchEvent(new StorageEvent('storage', { key: consentKey(socialConsentService('x')) }));
    expect(await within(postCard('Alerta de ferrugem-asiática')).findByTitle(/Alerta/)).toBeInTheDocument();
  });

  it('still works for this page view when storage is blocked', async () => {
    const user = userEvent.setup();
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const spies = [vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked), vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)];
    renderEmbeds('en-US');
    await user.click(within(postCard('Colheita do milho safrinha')).getByRole('button', { name: 'Load Instagram content' }));
    expect(within(postCard('Colheita do milho safrinha')).getByTitle(/Colheita/)).toBeInTheDocument();
    spies.forEach((spy) => spy.mockRestore());
  });

  it('names the region when there is no heading, with the post titles as h2', () => {
    renderWithProviders(<SocialEmbeds props={{ posts: props.posts.slice(0, 1) }} context={makeContext()} />);
    expect(screen.getByRole('region', { name: 'Publicações nas redes sociais' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dia de campo de soja em Rio Verde' })).toBeInTheDocument();
  });
});

describe('socialEmbedsSchema', () => {
  it('refuses links that are not one post of the chosen network over https', () => {
    const post = { network: 'facebook', url: 'https://www.facebook.com/terralis/posts/1', title: 'Post' };
    expect(socialEmbedsSchema.safeParse({ posts: [post] }).success).toBe(true);
    expect(socialEmbedsSchema.safeParse({ posts: [{ ...post, url: 'https://www.facebook.com/terralis' }] }).success).toBe(false);
    expect(socialEmbedsSchema.safeParse({ posts: [{ ...post, url: 'http://www.facebook.com/terralis/posts/1' }] }).success).toBe(false);
    expect(socialEmbedsSchema.safeParse({ posts: [{ ...post, network: 'x' }] }).success).toBe(false);
    expect(socialEmbedsSchema.safeParse({ posts: [{ ...post, network: 'youtube' }] }).success).toBe(false);
  });

  it('needs a title on every post and at least one post', () => {
    expect(socialEmbedsSchema.safeParse({ posts: [{ network: 'x', url: 'https://x.com/a/status/1', title: ' ' }] }).success).toBe(false);
    expect(socialEmbedsSchema.safeParse({ posts: [] }).success).toBe(false);
  });
});
