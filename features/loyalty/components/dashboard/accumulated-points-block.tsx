import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { memberOf } from '../../api/member-of';
import { readForViewer } from '../../api/read-for-viewer';
import { AccumulatedPoints } from './accumulated-points';
import type { AccumulatedPointsProps } from './schema';

/**
 * The `loyalty-accumulated-points` block: the member's accumulated points and impulse, read and
 * rendered on the server for the viewer (the card, its empty state or its error state). Nothing on
 * a page without access rules.
 */
export async function AccumulatedPointsBlock({ props, context }: BlockProps<AccumulatedPointsProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const member = await readForViewer(viewer, memberOf);
  return (
    <AccumulatedPoints
      heading={props.heading}
      buttonHref={resolveCmsHref(locale, props.buttonPath)}
      state={member.ok ? { status: 'ready', member: member.data } : { status: 'error' }}
    />
  );
}
