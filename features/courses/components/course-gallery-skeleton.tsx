import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { GALLERY_STEP } from '../logic/gallery-paging';
import type { CourseGalleryProps } from '../schema';
import styles from './courses.module.css';

/** The gallery while the courses load on a streamed page: its heading and 8 card shapes in the grid's places. */
export async function CourseGallerySkeleton({ props, context, nodeId }: BlockProps<CourseGalleryProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'Courses' });
  return (
    <WidgetSection heading={props.heading ?? t('gallery.heading')} headingId={`${nodeId ?? 'course-gallery'}-skeleton-heading`}>
      <div role="status">
        <span className={layout.visuallyHidden}>{t('gallery.loading')}</span>
        <ul aria-hidden="true" className={cx(layout.plainList, styles.grid)}>
          {Array.from({ length: GALLERY_STEP }, (_, index) => (
            <li key={index} className={cx(skeleton.shape, styles.card, styles.cardShape)} />
          ))}
        </ul>
      </div>
    </WidgetSection>
  );
}
