import type { BlockProps } from '@/lib/cms/blocks';
import { FigureFrame } from '../figure-frame';
import { ImageBox } from '../image-box';
import styles from './image-block.module.css';
import type { ImageBlockProps } from './schema';

/** An image across the text column, at its own proportions when the CMS sends its size, 16:9 otherwise (no layout shift either way). */
export function ImageBlock({ props }: BlockProps<ImageBlockProps>) {
  const { caption, ...image } = props;
  return (
    <FigureFrame caption={caption}>
      <ImageBox image={image} fallbackRatio="16 / 9" sizes="(min-width: 900px) 852px, 100vw" className={styles.image} />
    </FigureFrame>
  );
}
