import { z } from 'zod';
import { requestOptionalJson, requestOptionalText } from '../http';
import type { AemAuthorAuth } from './config';

/**
 * Reads AEM's JSON: a publish instance (or the dispatcher in front of it) for published pages, an
 * author instance for drafts. The answer is checked as JSON here; what it means is the AEM content
 * source's to read (lib/cms/sources/aem.ts).
 */

export type AemInstance = 'publish' | 'author';

export interface AemClientOptions {
  publishUrl: string;
  authorUrl?: string;
  /** Sent as the Authorization header to the author instance only (never to publish; http.ts logs no headers). */
  authorAuth?: AemAuthorAuth;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The Authorization header value of the author's credentials (Basic: UTF-8, then base64, as RFC 7617 allows). */
export function authorizationHeader(auth: AemAuthorAuth): string {
  if (auth.scheme === 'bearer') return `Bearer ${auth.token}`;
  const bytes = new TextEncoder().encode(`${auth.user}:${auth.password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export function createAemClient(options: AemClientOptions) {
  const trimSlash = (url: string) => url.replace(/\/+$/, '');
  const bases: Record<AemInstance, string | undefined> = {
    publish: trimSlash(options.publishUrl),
    author: options.authorUrl ? trimSlash(options.authorUrl) : undefined,
  };
  const hasAuthor = bases.author !== undefined;
  // Only with an author URL: without one, "author" reads go to publish, which never gets the credentials.
  const authorHeaders: Record<string, string> = hasAuthor && options.authorAuth ? { authorization: authorizationHeader(options.authorAuth) } : {};
  return {
    hasAuthor,
    /** The JSON at a repository path, null when AEM has nothing there (404); an UpstreamError otherwise. */
    getJson(instance: AemInstance, path: string): Promise<unknown | null> {
      const toAuthor = instance === 'author' && hasAuthor;
      return requestOptionalJson({
        service: 'aem',
        operation: instance,
        url: `${toAuthor ? bases.author : bases.publish}${path}`,
        init: { headers: { accept: 'application/json', ...(toAuthor && authorHeaders) } },
        schema: z.unknown(),
        timeoutMs: options.timeoutMs,
        ...(options.fetch && { fetch: options.fetch }),
      });
    },
    /** A text document of the publish instance (the sitemap AEM generates), null when it has none (404). */
    getPublishedText(path: string): Promise<string | null> {
      return requestOptionalText({
        service: 'aem',
        operation: 'publish-text',
        url: `${bases.publish}${path}`,
        init: { headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' } },
        timeoutMs: options.timeoutMs,
        ...(options.fetch && { fetch: options.fetch }),
      });
    },
  };
}

export type AemClient = ReturnType<typeof createAemClient>;
