import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { cmsTags } from './cache-tags';
import { parseLocalizedPath } from './paths';
import { contentPublished } from './source';
import { getPathname } from '@/lib/i18n/navigation';

export type RevalidationTarget = { path: string } | { tag: string };

/**
 * Expires cached CMS data at once (`expire: 0`): the next request renders the published content,
 * no rebuild needed. A page path also refreshes its locale's page list (sitemap, alternates).
 */
export function revalidateCms(target: RevalidationTarget): { tags: string[]; paths: string[] } {
  const now = { expire: 0 };
  contentPublished();
  if ('tag' in target) {
    revalidateTag(target.tag, now);
    if (target.tag === cmsTags.all) revalidatePath('/', 'layout');
    return { tags: [target.tag], paths: target.tag === cmsTags.all ? ['/'] : [] };
  }
  const page = parseLocalizedPath(target.path);
  if (!page) return { tags: [], paths: [] };
  const tags = [cmsTags.page(page.locale, page.path), cmsTags.list(page.locale)];
  tags.forEach((tag) => revalidateTag(tag, now));
  const path = getPathname({ locale: page.locale, href: page.path });
  revalidatePath(path);
  // The sitemap lists every locale's pages.
  revalidatePath('/sitemap.xml');
  return { tags, paths: [path, '/sitemap.xml'] };
}

