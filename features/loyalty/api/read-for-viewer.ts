import 'server-only';
import type { Viewer } from '@/lib/cms/blocks';
import { programmeDocument } from './programme-document';

/**
 * What a loyalty block's server component got from the programme for the viewer: the answer, or
 * only that the call failed (the loyalty client has logged why; the widget shows its error state).
 */
export type ProgrammeRead<T> = { ok: true; data: T } | { ok: false };

/**
 * Reads the programme for the signed-in viewer (identity from the session: `context.viewer`) on a
 * page with access rules, and settles: a failure becomes `{ ok: false }` for the widget to show,
 * never an error that takes the page down. A viewer without a document has no programme account.
 */
export async function readForViewer<T>(viewer: Viewer, read: (document: string) => Promise<T>): Promise<ProgrammeRead<T>> {
  try {
    return { ok: true, data: await read(programmeDocument(viewer)) };
  } catch {
    return { ok: false };
  }
}
