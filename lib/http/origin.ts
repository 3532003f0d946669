/**
 * The origin the browser used to reach us: the Host header (and a proxy's X-Forwarded-Proto), not
 * `request.url`, because Next rewrites a 127.0.0.1 host to `localhost` there, and a cookie set for
 * one is never sent to the other. Used for links that must come back to this same origin
 * (the sign-in callback); a malformed Host falls back to the URL's.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.replace(':', '');
  const host = request.headers.get('host') ?? '';
  const validHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host);
  return `${protocol}://${validHost ? host.toLowerCase() : url.host}`;
}
