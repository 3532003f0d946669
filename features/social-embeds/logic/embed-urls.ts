import type { Locale } from '@/lib/i18n/locales';

/**
 * Post links and official embed URLs of the social networks, as pure functions. Only iframe embeds
 * are built (never the networks' script tags): the frame runs in the network's origin, sandboxed,
 * and the page's CSP lists exactly these frame origins.
 */

export const socialNetworks = ['facebook', 'instagram', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Brand names are not translated. */
export const networkNames: Readonly<Record<SocialNetwork, string>> = { facebook: 'Facebook', instagram: 'Instagram', x: 'X' };

/** Hosts a post link may use, per network (the bare domain or its www. name, nothing else). */
const postHosts: Readonly<Record<SocialNetwork, readonly string[]>> = {
  facebook: ['facebook.com', 'www.facebook.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
  x: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com'],
};

/** The origins the embeds load from: the CSP's frame-src lists exactly these. */
export const embedOrigins: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'https://www.facebook.com',
  instagram: 'https://www.instagram.com',
  x: 'https://platform.twitter.com',
};

/** Fixed frame heights (px), so an embed takes the same room as its placeholder: no layout shift. */
export const embedHeights: Readonly<Record<SocialNetwork, number>> = { facebook: 640, instagram: 720, x: 640 };

/** One post, identified: its id on the network and the canonical link to open it there. */
export type SocialPostRef =
  | { network: 'facebook'; kind: 'post' | 'video'; id: string; url: string }
  | { network: 'instagram'; kind: 'p' | 'reel'; id: string; url: string }
  | { network: 'x'; id: string; url: string };

// Post paths per network; ids as the networks write them (Facebook numeric or pfbid…, Instagram
// short codes, X numeric status ids). A trailing slash is allowed, the query is ignored.
const FACEBOOK_POST = /^\/([A-Za-z0-9.-]+)\/(posts|videos)\/(\d+|pfbid[A-Za-z0-9]+)\/?$/;
const FACEBOOK_ID = /^(?:\d+|pfbid[A-Za-z0-9]+)$/;
const INSTAGRAM_POST = /^\/(?:[A-Za-z0-9._]{1,30}\/)?(p|reel)\/([A-Za-z0-9_-]+)\/?$/;
const X_POST = /^\/(?:([A-Za-z0-9_]{1,15})|i\/web)\/status\/(\d{1,20})(?:\/(?:photo|video)\/\d)?\/?$/;

/** The https URL if it is on one of the network's post hosts, without credentials or a port. */
function networkUrl(network: SocialNetwork, link: string): URL | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const plain = url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '';
  return plain && postHosts[network].includes(url.hostname) ? url : null;
}

function facebookPost(url: URL): SocialPostRef | null {
  const post = FACEBOOK_POST.exec(url.pathname);
  if (post) {
    const [, page = '', kind, id = ''] = post;
    return { network: 'facebook', kind: kind === 'videos' ? 'video' : 'post', id, url: `https://www.facebook.com/${page}/${kind}/${id}` };
  }
  // /permalink.php?story_fbid={id}&id={page id}: only these two parameters name the post.
  const story = url.searchParams.get('story_fbid') ?? '';
  const page = url.searchParams.get('id') ?? '';
  if (url.pathname !== '/permalink.php' || !FACEBOOK_ID.test(story) || !/^\d+$/.test(page)) return null;
  const query = new URLSearchParams({ story_fbid: story, id: page });
  return { network: 'facebook', kind: 'post', id: story, url: `https://www.facebook.com/permalink.php?${query}` };
}

function instagramPost(url: URL): SocialPostRef | null {
  const post = INSTAGRAM_POST.exec(url.pathname);
  if (!post) return null;
  const [, kind = '', code = ''] = post;
  return { network: 'instagram', kind: kind === 'reel' ? 'reel' : 'p', id: code, url: `https://www.instagram.com/${kind}/${code}/` };
}

function xPost(url: URL): SocialPostRef | null {
  const post = X_POST.exec(url.pathname);
  if (!post) return null;
  const [, user, id = ''] = post;
  return { network: 'x', id, url: `https://x.com/${user ?? 'i/web'}/status/${id}` };
}

/**
 * The post a link names, or null when it is not an https link to one single post on that
 * network (a profile, a search, another host, http, a look-alike domain).
 */
export function parsePostUrl(network: SocialNetwork, link: string): SocialPostRef | null {
  const url = networkUrl(network, link);
  if (!url) return null;
  if (network === 'facebook') return facebookPost(url);
  if (network === 'instagram') return instagramPost(url);
  return xPost(url);
}

const facebookLocales: Readonly<Record<Locale, string>> = { 'pt-BR': 'pt_BR', 'es-AR': 'es_LA', 'en-US': 'en_US' };

/** The official iframe embed of a post, in the page's language where the network supports it. */
export function embedUrl(post: SocialPostRef, locale: Locale): string {
  if (post.network === 'facebook') {
    const plugin = post.kind === 'video' ? 'video.php' : 'post.php';
    const query = new URLSearchParams({ href: post.url, show_text: 'true', width: '500', locale: facebookLocales[locale] });
    return `${embedOrigins.facebook}/plugins/${plugin}?${query}`;
  }
  if (post.network === 'instagram') return `${embedOrigins.instagram}/${post.kind}/${post.id}/embed`;
  // dnt: the embed does not use the visit for personalisation.
  const query = new URLSearchParams({ id: post.id, dnt: 'true', lang: locale.slice(0, 2) });
  return `${embedOrigins.x}/embed/Tweet.html?${query}`;
}
