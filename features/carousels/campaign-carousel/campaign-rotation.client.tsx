'use client';

import type { ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import blocks from '../carousel-block.module.css';
// The frame's own island: a page with a campaign and another carousel loads the frame's code once.
import { CarouselFrame } from '../carousel/carousel-frame-island.client';
import type { CarouselLabels } from '../carousel/carousel-labels';
import { useRunningCampaigns } from '../hooks/use-running-campaigns';
import type { CampaignSpan } from '../logic/campaign-window';

export interface CampaignRotationProps {
  label: string;
  autoplayMs: number;
  /** One span per slide, in the same order, resolved in the market's time zone on the server. */
  spans: CampaignSpan[];
  slides: ReactNode[];
  /** When the server rendered the page (epoch ms). */
  serverNow: number;
  /** For up to every slide: the browser may show fewer. */
  labels: CarouselLabels;
}

/**
 * Picks the campaigns running now by the browser's clock, not only the server's: the page may
 * have been rendered and cached days ago. With none running it renders nothing at all, not an
 * empty region.
 */
export function CampaignRotation({ label, autoplayMs, spans, slides, serverNow, labels }: CampaignRotationProps) {
  const running = useRunningCampaigns(spans, serverNow);
  if (running.length === 0) return null;
  return (
    <div className={cx(layout.container, blocks.block)}>
      <CarouselFrame label={label} autoplayMs={autoplayMs} labels={labels} slides={running.map((position) => slides[position])} />
    </div>
  );
}
