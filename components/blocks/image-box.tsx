import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Image from 'next/image';
import { imageAspectRatio, type CmsImage } from '@/lib/cms/block-fields';

interface ImageBoxProps {
  image: Omit<CmsImage, 'alt'> & { alt?: string };
  /** The box's proportions when the CMS sent no size (e.g. '16 / 9'); the whole image then shows inside it. */
  fallbackRatio: string;
  sizes: string;
  /** The image's own alt text unless given ('' for an image that is decoration whatever its editor wrote). */
  alt?: string;
  /** Where the image sits in a box of the fallback proportions, e.g. 'left center' for a logo. */
  position?: string;
  /** The box's size: a width (its height follows the proportions) or a height (its width follows). */
  sx?: SxProps<Theme>;
}

/**
 * An editor's image in a box of fixed proportions: the image's own when the CMS sent its width and
 * height, the block's `fallbackRatio` otherwise. The box has its size before the file arrives, so
 * nothing on the page moves when it does (CLS 0), with or without a size from the CMS.
 */
export function ImageBox({ image, fallbackRatio, sizes, alt = image.alt ?? '', position = 'center', sx }: ImageBoxProps) {
  return (
    <Box sx={[{ position: 'relative', flexShrink: 0, aspectRatio: imageAspectRatio(image, fallbackRatio) }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Image src={image.src} alt={alt} fill sizes={sizes} style={{ objectFit: 'contain', objectPosition: position }} />
    </Box>
  );
}
