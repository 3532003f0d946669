import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslations } from 'next-intl';

/**
 * Shown on every page while draft mode is on. Leaving preview is a form POST: a link would be
 * prefetched by the browser or the router and could end preview on its own.
 */
export function PreviewBar({ currentPath, isDraft }: { currentPath: string; isDraft: boolean }) {
  const t = useTranslations('Preview');
  return (
    <Box
      role="region"
      aria-label={t('banner')}
      data-testid="preview-bar"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2, px: 2, py: 1, bgcolor: '#2B2B2B', color: '#FFFFFF', fontSize: '0.875rem' }}
    >
      <span>{t('banner')}</span>
      {isDraft && <Chip label={t('draftBadge')} size="small" color="secondary" />}
      <form method="post" action="/api/preview/exit">
        <input type="hidden" name="path" value={currentPath} />
        <Button type="submit" size="small" variant="outlined" color="inherit">
          {t('exit')}
        </Button>
      </form>
    </Box>
  );
}
