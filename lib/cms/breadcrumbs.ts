import type { CmsPage, PageSummary } from './model';

export interface Crumb {
  label: string;
  /** Path inside the locale. */
  path: string;
}

/**
 * Home, then every ancestor path that is itself a published page, then the page. Ancestors that
 * are only URL folders ('/artigos' without a page) are skipped rather than linked to a 404.
 */
export function breadcrumbTrail(page: Pick<CmsPage, 'path' | 'properties'>, pages: readonly PageSummary[], homeLabel: string): Crumb[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const trail: Crumb[] = [{ label: homeLabel, path: '/' }];
  if (page.path === '/') return trail;
  const segments = page.path.slice(1).split('/');
  for (let depth = 1; depth < segments.length; depth++) {
    const ancestor = byPath.get(`/${segments.slice(0, depth).join('/')}`);
    if (ancestor) trail.push({ label: ancestor.title, path: ancestor.path });
  }
  trail.push({ label: page.properties.navTitle ?? page.properties.title, path: page.path });
  return trail;
}
