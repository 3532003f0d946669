import Image from 'next/image';
import type { CSSProperties } from 'react';
import { cx } from '@/components/theme/class-names';
import { imageAspectRatio, type CmsImage } from '@/lib/cms/block-fields';
import styles from './blocks.module.css';

interface ImageBoxProps {
  image: Omit<CmsImage, 'alt'> & { alt?: string };
  /** The box's proportions when the CMS sent no size (e.g. '16 / 9'); the whole image then shows inside it. */
  fallbackRatio: string;
  sizes: string;
  /** The image's own alt text unless given ('' for an image that is decoration whatever its editor wrote). */
  alt?: string;
  /** Where the image sits in a box of the fallback proportions, e.g. 'left center' for a logo. */
  position?: string;
  /** The box's size, from the caller's CSS module: a width (its height follows the proportions) or a height (its width follows). */
  className?: string;
  /** A size that differs per image (an editor's width), set on the box itself. */
  style?: CSSProperties;
}

/**
 * An editor's image in a box of fixed proportions: the image's own when the CMS sent its width and
 * height, the block's `fallbackRatio` otherwise. The box has its size before the file arrives, so
 * nothing on the page moves when it does (CLS 0), with or without a size from the CMS.
 */
export function ImageBox({ image, fallbackRatio, sizes, alt = image.alt ?? '', position = 'center', className, style }: ImageBoxProps) {
  return (
    <div className={cx(styles.imageBox, className)} style={{ aspectRatio: imageAspectRatio(image, fallbackRatio), ...style }}>
      <Image src={image.src} alt={alt} fill sizes={sizes} style={{ objectFit: 'contain', objectPosition: position }} />
    </div>
  );
}
