import type { BlockProps } from '@/lib/cms/blocks';
import { redirect } from '@/lib/i18n/navigation';
import { carbonProgramOf } from '../api/program-for-viewer';
import type { CarbonGateProps } from '../schema';

/** Where the spec sends users who take no part (§6): the logged-in area, in the page's locale. */
export const NOT_PARTICIPANT_PATH = '/area-logada';

/**
 * The `carbon-program-gate` block (spec §6: participants only; others go to /area-logada). It
 * renders nothing: without a skeleton it is not behind a Suspense boundary, so the page waits for
 * it before streaming and its redirect is an HTTP redirect. The programme's own answer decides,
 * for the session's user; when the programme cannot be read nobody is sent away, and the journey
 * shows its error state with a retry. (Signed-out visitors never get here: the page requires login.)
 */
export async function CarbonGateBlock({ context }: BlockProps<CarbonGateProps>) {
  if (!context.viewer) return null;
  const read = await carbonProgramOf(context.viewer.uid);
  if (read.ok && !read.data.participant) redirect({ href: NOT_PARTICIPANT_PATH, locale: context.locale });
  return null;
}
