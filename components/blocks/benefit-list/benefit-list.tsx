import { BlockSection, itemHeadingTag } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import { ImageBox } from '@/components/blocks/image-box';
import { SvgIcon } from '@/components/theme/svg-icon';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { benefitIcons } from './benefit-icons';
import styles from './benefit-list.module.css';
import type { BenefitItem, BenefitListProps } from './schema';

/** A heading and a grid of benefits, each with a decorative icon or an editor image. */
export function BenefitList({ props }: BlockProps<BenefitListProps>) {
  const { heading, intro, headingLevel, items } = props;
  const Title = itemHeadingTag(heading, headingLevel);
  return (
    <BlockSection heading={heading} headingLevel={headingLevel} intro={intro}>
      <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }} gap={{ xs: 3, md: 4 }}>
        {items.map((item, index) => (
          <li key={`${item.title}-${index}`} className={styles.item}>
            <BenefitVisual item={item} />
            <div>
              <Title className={`${typography.h4} ${styles.title}`}>{item.title}</Title>
              {item.text && <p className={typography.body1}>{item.text}</p>}
            </div>
          </li>
        ))}
      </CardGrid>
    </BlockSection>
  );
}

/** Icons are decoration (the title says it all); an image keeps the alt its editor gave it. */
function BenefitVisual({ item }: { item: BenefitItem }) {
  if (item.image) {
    return <ImageBox image={item.image} fallbackRatio="1 / 1" sizes="56px" className={styles.image} />;
  }
  if (!item.icon) return null;
  return (
    <div aria-hidden data-icon={item.icon} className={styles.icon}>
      <SvgIcon path={benefitIcons[item.icon]} size="large" />
    </div>
  );
}
