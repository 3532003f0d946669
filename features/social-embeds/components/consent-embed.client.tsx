'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useConsentChoice } from '@/lib/browser/consent';
import { socialConsentService } from '../logic/consent-store';
import type { SocialNetwork } from '../logic/embed-urls';

/**
 * What an embed frame may do: run the network's own script in its own origin (its cookies and
 * API), and open the post in a new tab that works normally. No forms, no top navigation.
 */
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

const focusRing = { '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 } };

export interface ConsentEmbedProps {
  network: SocialNetwork;
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** Frame height in px: the placeholder takes the same room. */
  height: number;
  labels: { explanation: string; load: string; withdraw: string };
  /** The link to open the post on the network, shown in both states. */
  children: ReactNode;
}

/**
 * One post's embed behind the visitor's consent for its network: a placeholder with the load
 * button until then (no frame, no request to the network), the iframe after, with a way back.
 * The server renders the placeholder; a remembered consent swaps in the frame after hydration in
 * the same fixed-size box.
 */
export function ConsentEmbed({ network, src, title, height, labels, children }: ConsentEmbedProps) {
  const { consented, choose, loadButton, withdrawButton } = useConsentChoice(socialConsentService(network));

  return (
    <>
      <Box sx={{ height, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', border: 1, borderColor: 'divider' }}>
        {consented ? (
          <Box
            component="iframe"
            src={src}
            title={title}
            loading="lazy"
            height={height}
            sandbox={EMBED_SANDBOX}
            sx={{ display: 'block', width: '100%', height, border: 0, bgcolor: 'common.white' }}
          />
        ) : (
          <Stack spacing={2} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
            <Typography sx={{ maxWidth: 360 }}>{labels.explanation}</Typography>
            <Button ref={loadButton} variant="contained" onClick={() => choose(true)} sx={focusRing}>
              {labels.load}
            </Button>
          </Stack>
        )}
      </Box>
      <Box sx={{ minHeight: 40, display: 'flex', alignItems: 'center' }}>{children}</Box>
      {/* Room for the withdraw button is kept while it is absent: a remembered consent swaps it in after hydration without moving anything. */}
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        {consented && (
          <Button ref={withdrawButton} variant="text" size="small" onClick={() => choose(false)} sx={focusRing}>
            {labels.withdraw}
          </Button>
        )}
      </Box>
    </>
  );
}
