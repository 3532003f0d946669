import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: keyboard users jump past the header straight to the content. */
export function SkipLink() {
  const t = useTranslations('Header');
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'secondary.main',
        color: 'text.primary',
        fontWeight: 700,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
