import 'server-only';
import type { Viewer } from '@/lib/cms/blocks';

/**
 * The document that names the viewer to the loyalty programme, for a server prefetch's `queryFn`.
 * A viewer without one has no programme account: the query fails, and the widget shows its error
 * state (or, for the campaign suggestion, nothing).
 */
export function programmeDocument(viewer: Viewer): string {
  if (!viewer.document) throw new Error('This user has no loyalty programme account.');
  return viewer.document;
}
