import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import widget from '@/components/widget-section/widget-section.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { CarbonJourneyProps } from '../schema';
import { InfoCards } from './info-cards';
import styles from './carbon-journey.module.css';

/** Two field cards while loading: a participant's usual count, a row on a desktop. */
const PLACEHOLDER_FIELDS = 2;
const PLACEHOLDER_DOCUMENTS = 3;

/** What a streamed page shows while the journey loads: the heading, the info cards as they are, and field cards of the final size. */
export async function CarbonJourneySkeleton({ props, context, nodeId }: BlockProps<CarbonJourneyProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'CarbonProgram' });
  return (
    <WidgetSection heading={t('heading')} headingId={`${nodeId ?? 'carbon-journey'}-skeleton-heading`}>
      <InfoCards cards={props.infoCards} heading={t('infoCards')} />
      <div role="status">
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <ul aria-hidden className={cx(layout.plainList, styles.fields)}>
          {Array.from({ length: PLACEHOLDER_FIELDS }, (_, field) => (
            <li key={field} className={cx(widget.card, styles.fieldCard)}>
              <span className={cx(skeleton.shape, skeleton.line, styles.lineWide)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.lineNarrow)} />
              {Array.from({ length: PLACEHOLDER_DOCUMENTS }, (_, document) => (
                <span key={document} className={styles.document}>
                  <span className={cx(skeleton.shape, skeleton.line, styles.documentName)} />
                  <span className={cx(skeleton.shape, skeleton.button, styles.pdfShape)} />
                </span>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </WidgetSection>
  );
}
