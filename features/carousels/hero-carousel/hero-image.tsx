import { getImageProps } from 'next/image';
import type { CmsImage } from '@/lib/cms/block-fields';

/** Spec: the ultra-wide image is used above 1440 px. */
export const ULTRA_WIDE_MEDIA = '(min-width: 1441px)';

export interface HeroImageProps {
  image: CmsImage;
  ultraWideImage?: CmsImage;
  sizes: string;
  /** The first slide's image is the page's largest paint: fetched first, never lazily. */
  eager: boolean;
}

/**
 * A slide image filling its (sized) box. With an ultra-wide version, a <picture> lets the browser
 * pick the file by viewport width before it downloads anything: one request, same box, no shift
 * (Next's art-direction recipe, getImageProps). The alt text is the main image's.
 */
export function HeroImage({ image, ultraWideImage, sizes, eager }: HeroImageProps) {
  const shared = {
    alt: image.alt,
    fill: true,
    sizes,
    style: { objectFit: 'cover' as const },
    ...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  };
  const { props } = getImageProps({ ...shared, src: image.src });
  const ultraWide = ultraWideImage && getImageProps({ ...shared, src: ultraWideImage.src }).props;
  return (
    <picture>
      {ultraWide && <source media={ULTRA_WIDE_MEDIA} srcSet={ultraWide.srcSet ?? ultraWide.src} sizes={ultraWide.sizes} />}
      <img {...props} alt={image.alt} draggable={false} />
    </picture>
  );
}
