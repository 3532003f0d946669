import { cmsPagePath } from '@/components/cms/cms-href';

/**
 * The item for the page at `path` (a path inside the locale): the one whose href is the path or
 * its closest ancestor, so '/seeds/soy' marks '/seeds'. Prefixes match whole segments only
 * ('/seeds' is not an ancestor of '/seedsmen'), the home '/' only marks the home itself, and
 * external links never match.
 */
export function currentNavItem<T extends { href: string }>(items: readonly T[], path: string): T | undefined {
  let best: { item: T; length: number } | undefined;
  for (const item of items) {
    const itemPath = cmsPagePath(item.href);
    if (itemPath === null) continue;
    const matches = itemPath === path || (itemPath !== '/' && path.startsWith(`${itemPath}/`));
    if (matches && (!best || itemPath.length > best.length)) best = { item, length: itemPath.length };
  }
  return best?.item;
}
