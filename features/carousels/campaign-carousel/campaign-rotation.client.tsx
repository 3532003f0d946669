'use client';

import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { CarouselFrame } from '../carousel/carousel-frame.client';
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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CarouselFrame label={label} autoplayMs={autoplayMs} labels={labels} slides={running.map((position) => slides[position])} />
    </Container>
  );
}
