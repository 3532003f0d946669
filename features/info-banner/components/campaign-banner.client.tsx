'use client';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useRef, type ReactNode } from 'react';
import { useStoredFlag } from '@/lib/browser/use-stored-flag';
import { dismissedBanners, focusAfter } from '../logic/dismissal';
import { BannerSection } from './banner-section';

interface CampaignBannerProps {
  storageKey: string;
  closeLabel: string;
  labelledBy?: string;
  label: string;
  children: ReactNode;
}

/**
 * The closable campaign banner. Closing hides it for the rest of the browser session. The server
 * renders it open (it cannot know); a banner closed earlier in the session goes away on hydration.
 */
export function CampaignBanner({ storageKey, closeLabel, labelledBy, label, children }: CampaignBannerProps) {
  const dismissed = useStoredFlag(dismissedBanners, storageKey);
  const section = useRef<HTMLElement>(null);
  if (dismissed) return null;

  const close = () => {
    // Focus leaves the button before it disappears, so keyboard users are not sent back to the page top.
    if (section.current) focusAfter(section.current);
    dismissedBanners.write(storageKey, true);
  };

  return (
    <BannerSection variant="campaign" labelledBy={labelledBy} label={label} ref={section}>
      {children}
      <IconButton
        aria-label={closeLabel}
        onClick={close}
        color="inherit"
        sx={{ ml: 'auto', mt: -0.5, mr: -1, flexShrink: 0, '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' } }}
      >
        <CloseIcon />
      </IconButton>
    </BannerSection>
  );
}
