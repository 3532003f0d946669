import { getTranslations } from 'next-intl/server';
import { imageAspectRatio } from '@/lib/cms/block-fields';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { ImageCarouselViewer } from './image-carousel-viewer-island.client';
import type { ImageCarouselProps } from './schema';
import blocks from '../carousel-block.module.css';

/** The gallery's proportions when its first image comes without a size. */
const FALLBACK_RATIO = '3 / 2';

/** The `image-carousel` block: labels are translated here; the gallery itself runs in the browser. */
export async function ImageCarousel({ props, context }: BlockProps<ImageCarouselProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ImageCarousel' });
  const total = props.images.length;
  return (
    <div className={cx(layout.container, blocks.block)}>
      <ImageCarouselViewer
        heading={props.heading}
        label={t('label')}
        aspectRatio={imageAspectRatio(props.images[0]!.image, FALLBACK_RATIO)}
        slides={props.images}
        slideLabels={props.images.map((_, position) => t('slideOf', { n: position + 1, total }))}
        thumbnailLabels={props.images.map(({ image }, position) =>
          image.alt.trim() ? t('showImageWithAlt', { n: position + 1, total, alt: image.alt.trim() }) : t('showImage', { n: position + 1, total }),
        )}
        labels={{
          roleDescription: t('roleDescription'),
          slideRoleDescription: t('slideRoleDescription'),
          previous: t('previous'),
          next: t('next'),
          thumbnails: t('thumbnails'),
        }}
      />
    </div>
  );
}
