import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { visuallyHidden } from '@mui/utils';
import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { formatFileSize } from './file-size';
import type { DownloadButtonProps } from './schema';

/**
 * A link that downloads a file of this site. The file path is not locale-prefixed: files in
 * `public/` are the same for every locale. Format and size sit inside the link, so they are part
 * of its name; a hidden hint says it downloads, which `download` itself never announces.
 */
export async function DownloadButton({ props, context }: BlockProps<DownloadButtonProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'DownloadButton' });
  const { label, file, format, sizeBytes } = props;
  const details = [format, sizeBytes === undefined ? undefined : formatFileSize(sizeBytes, context.locale)].filter(Boolean).join(' · ');
  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      <Button variant="contained" size="large" href={file} download startIcon={<DownloadIcon aria-hidden />} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {/* The spaces keep the accessible name readable ("Bula PDF · 1,2 MB"); flex layout ignores them. */}
        <span>{label}</span>{' '}
        {details && (
          <Box component="span" sx={{ fontWeight: 400, fontSize: '0.875rem' }}>
            {details}
          </Box>
        )}{' '}
        <Box component="span" sx={visuallyHidden}>
          {t('downloadHint')}
        </Box>
      </Button>
    </Container>
  );
}
