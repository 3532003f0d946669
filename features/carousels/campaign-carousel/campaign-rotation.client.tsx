'use client';

import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { CarouselFrame } from '../carousel/carousel-frame.client';
import { useMarketDay } from '../hooks/use-market-day';
import { activeCampaignIndices, type CampaignWindow } from '../logic/campaign-window';

export interface CampaignRotationProps {
  label: string;
  autoplayMs: number;
  /** One window per slide, in the same order. */
  windows: CampaignWindow[];
  slides: ReactNode[];
  timeZone: string;
  /** The market's day when the server rendered the page. */
  serverDay: string;
}

/**
 * Picks the campaigns running today by the browser's clock, not only the server's: the page may
 * have been rendered and cached days ago. With none running it renders nothing at all, not an
 * empty region.
 */
export function CampaignRotation({ label, autoplayMs, windows, slides, timeZone, serverDay }: CampaignRotationProps) {
  const today = useMarketDay(timeZone, serverDay);
  const running = activeCampaignIndices(windows, today);
  if (running.length === 0) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CarouselFrame label={label} autoplayMs={autoplayMs} slides={running.map((position) => slides[position])} />
    </Container>
  );
}
