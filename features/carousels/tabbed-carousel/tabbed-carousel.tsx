import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { TabbedCarouselProps } from './schema';
import { TabbedCarouselFrame } from './tabbed-carousel-frame-island.client';
import { CarouselSlide } from '../carousel/carousel-slide';
import blocks from '../carousel-block.module.css';

/**
 * The `tabbed-carousel` block: panels rendered here on the server; only the tabs, the progress
 * clock and the pause button run in the browser. Panel headings are h3 under the block's h2, or
 * h2 when the block has no heading, so the page's heading levels never skip one.
 */
export async function TabbedCarousel({ props, context }: BlockProps<TabbedCarouselProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'TabbedCarousel' });
  const total = props.items.length;
  return (
    <div className={cx(layout.container, blocks.block)}>
      <TabbedCarouselFrame
        heading={props.heading}
        label={t('label')}
        tabs={props.items.map((item) => item.tabLabel ?? item.heading)}
        slideLabels={props.items.map((_, position) => t('slideOf', { n: position + 1, total }))}
        panels={props.items.map((item, position) => (
          <CarouselSlide key={position} item={item} locale={context.locale} headingLevel={props.heading ? 'h3' : 'h2'} />
        ))}
        labels={{
          roleDescription: t('roleDescription'),
          slideRoleDescription: t('slideRoleDescription'),
          tabs: t('tabs'),
          progress: t('progress'),
          pause: t('pause'),
          resume: t('resume'),
        }}
      />
    </div>
  );
}
