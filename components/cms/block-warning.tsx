import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';

/** Shown in preview only, where a block was left out for visitors, so editors see what to fix. */
export function BlockWarning({ nodeId, resourceType, reason }: { nodeId: string; resourceType: string; reason: string }) {
  const t = useTranslations('Blocks');
  return (
    <Box sx={{ px: 2, py: 1, maxWidth: 1200, mx: 'auto' }}>
      <Alert severity="warning" role="status" data-block-warning={nodeId}>
        <AlertTitle>{t('warningTitle', { resourceType })}</AlertTitle>
        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: '0.8125rem' }}>
          {`#${nodeId}: ${reason}`}
        </Box>
        {t('warningHint')}
      </Alert>
    </Box>
  );
}
