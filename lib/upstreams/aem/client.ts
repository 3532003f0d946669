import { z } from 'zod';
import { requestOptionalJson } from '../http';

/**
 * Reads AEM's JSON: a publish instance (or the dispatcher in front of it) for published pages, an
 * author instance for drafts. The answer is checked as JSON here; what it means is the AEM content
 * source's to read (lib/cms/sources/aem.ts).
 */

export type AemInstance = 'publish' | 'author';

export interface AemClientOptions {
  publishUrl: string;
  /** Usually needs credentials: pass a `fetch` that adds them. */
  authorUrl?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createAemClient(options: AemClientOptions) {
  const trimSlash = (url: string) => url.replace(/\/+$/, '');
  const bases: Record<AemInstance, string | undefined> = {
    publish: trimSlash(options.publishUrl),
    author: options.authorUrl ? trimSlash(options.authorUrl) : undefined,
  };
  return {
    hasAuthor: bases.author !== undefined,
    /** The JSON at a repository path, null when AEM has nothing there (404); an UpstreamError otherwise. */
    getJson(instance: AemInstance, path: string): Promise<unknown | null> {
      return requestOptionalJson({
        service: 'aem',
        operation: instance,
        url: `${bases[instance] ?? bases.publish}${path}`,
        init: { headers: { accept: 'application/json' } },
        schema: z.unknown(),
        timeoutMs: options.timeoutMs,
        ...(options.fetch && { fetch: options.fetch }),
      });
    },
  };
}

export type AemClient = ReturnType<typeof createAemClient>;
