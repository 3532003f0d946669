import Image from 'next/image';
import type { BlockProps } from '@/lib/cms/blocks';
import { FigureFrame } from '../figure-frame';
import type { ImageBlockProps } from './schema';

/** An image at its intrinsic aspect ratio (width and height from the CMS: no layout shift). */
export function ImageBlock({ props }: BlockProps<ImageBlockProps>) {
  const { src, alt, width, height, caption } = props;
  return (
    <FigureFrame caption={caption}>
      <Image
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes="(min-width: 900px) 852px, 100vw"
        style={{ width: '100%', height: 'auto', borderRadius: 8 }}
      />
    </FigureFrame>
  );
}
