import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Image from 'next/image';
import type { BlockProps } from '@/lib/cms/blocks';
import type { ImageBlockProps } from './schema';

/** An image at its intrinsic aspect ratio (width and height from the CMS: no layout shift). */
export function ImageBlock({ props }: BlockProps<ImageBlockProps>) {
  const { src, alt, width, height, caption } = props;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Box component="figure" sx={{ m: 0 }}>
        <Image
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes="(min-width: 900px) 852px, 100vw"
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
        />
        {caption && (
          <Box component="figcaption" sx={{ mt: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
            {caption}
          </Box>
        )}
      </Box>
    </Container>
  );
}
