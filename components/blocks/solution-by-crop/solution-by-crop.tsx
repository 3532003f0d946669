import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardGrid, CardItem, cardLinkClass } from '@/components/blocks/card-grid';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { CropSolution, SolutionByCropProps } from './schema';
import styles from './solution-by-crop.module.css';

/** Up to 14 crop tiles (the schema has already trimmed the list), each a link to that crop's solutions. */
export async function SolutionByCrop({ props, context }: BlockProps<SolutionByCropProps>) {
  const { heading, intro, crops } = props;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return (
    <BlockSection heading={heading} intro={intro}>
      <CardGrid
        // 14 crops make two full rows of seven on wide screens.
        columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)', lg: 'repeat(7, 1fr)' }}
        gap={2}
      >
        {crops.map((crop, index) => (
          <CropTile key={`${crop.name}-${index}`} crop={crop} locale={context.locale} newTabHint={t('newTab')} />
        ))}
      </CardGrid>
    </BlockSection>
  );
}

/** The crop name is the link; its ::after stretches over the tile so the whole tile is one click target. */
function CropTile({ crop, locale, newTabHint }: { crop: CropSolution; locale: Locale; newTabHint: string }) {
  return (
    <CardItem linked className={styles.tile}>
      <div className={styles.picture}>
        <Image src={crop.image.src} alt={crop.image.alt} fill sizes="120px" style={{ objectFit: 'contain' }} />
      </div>
      <h3 className={`${typography.h4} ${styles.name}`}>
        <a {...cmsLinkProps(locale, crop.href)} className={cardLinkClass}>
          {crop.name}
          <NewTabHint href={crop.href} hint={newTabHint} />
        </a>
      </h3>
    </CardItem>
  );
}
