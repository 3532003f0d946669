import type { BlockProps } from '@/lib/cms/blocks';
import { carbonProgramOf } from '../api/program-for-viewer';
import { journeyView } from '../logic/journey';
import type { CarbonJourneyProps } from '../schema';
import { CarbonJourney } from './carbon-journey';

/**
 * The `carbon-program-journey` block, a server component: it reads the viewer's programme (the
 * same read as the page's gate, once per request) and renders their journey or its error state.
 * Per user: without a viewer, or for someone who takes no part, it renders nothing.
 */
export async function CarbonJourneyBlock({ props, context }: BlockProps<CarbonJourneyProps>) {
  if (!context.viewer) return null;
  const view = journeyView(await carbonProgramOf(context.viewer.uid));
  return view.kind === 'none' ? null : <CarbonJourney view={view} infoCards={props.infoCards} />;
}
