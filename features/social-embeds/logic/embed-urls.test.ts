import { contentSecurityPolicy } from '@/lib/security/headers.mjs';
import { embedOrigins, embedUrl, parsePostUrl, socialNetworks, type SocialNetwork } from './embed-urls';
import { YOUTUBE_EMBED_ORIGIN } from '@/lib/youtube/constants';

describe('parsePostUrl', () => {
  it('reads Facebook posts, videos and permalinks, canonical on www.facebook.com', () => {
    expect(parsePostUrl('facebook', 'https://www.facebook.com/terralis/posts/pfbid02AbC123')).toEqual({
      network: 'facebook',
      kind: 'post',
      id: 'pfbid02AbC123',
      url: 'https://www.facebook.com/terralis/posts/pfbid02AbC123',
    });
    expect(parsePostUrl('facebook', 'https://facebook.com/terralis/videos/1234567890/?ref=share')).toEqual({
      network: 'facebook',
      kind: 'video',
      id: '1234567890',
      url: 'https://www.facebook.com/terralis/videos/1234567890',
    });
    expect(parsePostUrl('facebook', 'https://www.facebook.com/permalink.php?story_fbid=555&id=100064&__cft__=x')).toEqual({
      network: 'facebook',
      kind: 'post',
      id: '555',
      url: 'https://www.facebook.com/permalink.php?story_fbid=555&id=100064',
    });
  });

  it('reads Instagram posts and reels, also under a user name, and drops the query', () => {
    expect(parsePostUrl('instagram', 'https://www.instagram.com/p/C7xYz_1-AbQ/?igsh=abc')).toEqual({
      network: 'instagram',
      kind: 'p',
      id: 'C7xYz_1-AbQ',
      url: 'https://www.instagram.com/p/C7xYz_1-AbQ/',
    });
    expect(parsePostUrl('instagram', 'https://instagram.com/reel/DAbc123')).toMatchObject({ kind: 'reel', id: 'DAbc123' });
    expect(parsePostUrl('instagram', 'https://www.instagram.com/terralis.br/p/C7xYz1AbQ/')).toMatchObject({ kind: 'p', id: 'C7xYz1AbQ' });
  });

  it('reads X posts on x.com and twitter.com, canonical on x.com', () => {
    expect(parsePostUrl('x', 'https://x.com/TerralisBR/status/1790000000000000001')).toEqual({
      network: 'x',
      id: '1790000000000000001',
      url: 'https://x.com/TerralisBR/status/1790000000000000001',
    });
    expect(parsePostUrl('x', 'https://twitter.com/terralis_us/status/42?s=20')).toMatchObject({ id: '42', url: 'https://x.com/terralis_us/status/42' });
    expect(parsePostUrl('x', 'https://www.twitter.com/terralis_us/status/42/photo/1')).toMatchObject({ id: '42' });
    expect(parsePostUrl('x', 'https://x.com/i/web/status/42')).toMatchObject({ id: '42', url: 'https://x.com/i/web/status/42' });
  });

  const refused: Array<[SocialNetwork, string, string]> = [
    ['facebook', 'http://www.facebook.com/terralis/posts/123', 'not https'],
    ['facebook', 'https://www.facebook.com/terralis', 'a page, not a post'],
    ['facebook', 'https://www.facebook.com/terralis/photos/123', 'not a post path'],
    ['facebook', 'https://www.facebook.com/permalink.php?story_fbid=555', 'a permalink without its page id'],
    ['facebook', 'https://m.facebook.com/terralis/posts/123', 'another host'],
    ['facebook', 'https://facebook.com.evil.example/terralis/posts/123', 'a look-alike host'],
    ['facebook', 'https://evilfacebook.com/terralis/posts/123', 'a look-alike host'],
    ['facebook', 'https://user@www.facebook.com/terralis/posts/123', 'credentials'],
    ['facebook', 'https://www.facebook.com:8443/terralis/posts/123', 'a port'],
    ['facebook', 'https://www.instagram.com/p/C7xYz1AbQ/', "another network's host"],
    ['instagram', 'https://www.instagram.com/terralis.br/', 'a profile'],
    ['instagram', 'https://www.instagram.com/explore/tags/soja/', 'a tag page'],
    ['instagram', 'https://www.instagram.com/p/', 'no code'],
    ['instagram', 'https://www.instagram.com/p/C7x%3Cscript/', 'a code with other characters'],
    ['x', 'https://x.com/TerralisBR', 'a profile'],
    ['x', 'https://x.com/TerralisBR/status/12ab', 'a status id that is not a number'],
    ['x', 'https://x.com/search?q=soja', 'a search'],
    ['x', 'https://x.com/TerralisBR/status/42/likes', 'a sub-page of the post'],
    ['x', 'https://platform.twitter.com/embed/Tweet.html?id=42', 'the embed host'],
    ['x', 'javascript:alert(1)', 'a script URL'],
    ['x', 'not a url', 'no URL'],
  ];
  it.each(refused)('refuses %s link %s (%s)', (network, link) => {
    expect(parsePostUrl(network, link)).toBeNull();
  });
});

describe('embedUrl', () => {
  it('builds the Facebook post and video plugins with the canonical link and the locale', () => {
    const post = parsePostUrl('facebook', 'https://www.facebook.com/terralis/posts/123')!;
    const src = new URL(embedUrl(post, 'pt-BR'));
    expect(src.origin + src.pathname).toBe('https://www.facebook.com/plugins/post.php');
    expect(src.searchParams.get('href')).toBe('https://www.facebook.com/terralis/posts/123');
    expect(src.searchParams.get('locale')).toBe('pt_BR');
    expect(embedUrl(parsePostUrl('facebook', 'https://www.facebook.com/terralis/videos/9')!, 'es-AR')).toMatch(
      /^https:\/\/www\.facebook\.com\/plugins\/video\.php\?href=https%3A%2F%2Fwww\.facebook\.com%2Fterralis%2Fvideos%2F9&.*locale=es_LA/,
    );
  });

  it('builds the Instagram embed from the code', () => {
    expect(embedUrl(parsePostUrl('instagram', 'https://www.instagram.com/p/C7xYz1AbQ/')!, 'en-US')).toBe('https://www.instagram.com/p/C7xYz1AbQ/embed');
    expect(embedUrl(parsePostUrl('instagram', 'https://www.instagram.com/reel/DAbc123/')!, 'en-US')).toBe('https://www.instagram.com/reel/DAbc123/embed');
  });

  it('builds the X embed from the status id, without tracking, in the page language', () => {
    expect(embedUrl(parsePostUrl('x', 'https://twitter.com/terralis_us/status/42')!, 'es-AR')).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=42&dnt=true&lang=es',
    );
  });

  it('only ever points at the listed embed origins', () => {
    const posts = [
      parsePostUrl('facebook', 'https://www.facebook.com/terralis/posts/1')!,
      parsePostUrl('instagram', 'https://www.instagram.com/p/abc/')!,
      parsePostUrl('x', 'https://x.com/a/status/1')!,
    ];
    for (const post of posts) expect(new URL(embedUrl(post, 'en-US')).origin).toBe(embedOrigins[post.network]);
  });
});

describe('embedOrigins', () => {
  it('are exactly the origins the CSP lets frames load from, besides the site itself and the weather video player', () => {
    const frameSrc = contentSecurityPolicy([]).split('; ').find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc?.split(' ').slice(1)).toEqual(["'self'", ...socialNetworks.map((network) => embedOrigins[network]), YOUTUBE_EMBED_ORIGIN]);
  });
});
