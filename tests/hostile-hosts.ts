/**
 * Host and X-Forwarded-Host values an attacker sends to make the site build its URLs on a host of
 * theirs: look-alikes, user info, paths, other ports. The site trusts SITE_URL, TRUSTED_ORIGINS and,
 * on a local run, loopback at its own port (lib/http/site-config.ts): none of these is one.
 */
export const HOSTILE_HOSTS = [
  'localhost.evil.example',
  'evil.example',
  'evil.example:3000',
  'www.terralis.example.evil.example',
  'localhost:3000@evil.example',
  'evil.example/localhost:3000',
  '127.0.0.1:3000.evil.example',
  '127.0.0.1:3001',
  'evil.example#localhost:3000',
  'evil.example\\localhost:3000',
] as const;

/** Whether a Location stays on the site: a same-site path, or an absolute URL on `origin`. */
export function staysOn(location: string | null, origin: string): boolean {
  if (!location) return false;
  if (location.startsWith('/')) return !location.startsWith('//') && !location.startsWith('/\\');
  return URL.canParse(location) && new URL(location).origin === origin;
}
