import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { BlockSection, type ItemHeadingTag, itemHeadingTag } from '@/components/blocks/block-section';
import { CardCover, CardCta, CardGrid, CardItem } from '@/components/blocks/card-grid';
import { ImageBox } from '@/components/blocks/image-box';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './column-cards.module.css';
import type { ColumnCard, ColumnCardsProps } from './schema';

/** The image's rendered width per breakpoint, for each column count: what `sizes` tells the browser. */
const coverSizes: Record<ColumnCardsProps['columns'], string> = {
  2: '(min-width: 1200px) 560px, (min-width: 600px) 50vw, 100vw',
  3: '(min-width: 1200px) 370px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
  4: '(min-width: 1200px) 275px, (min-width: 900px) 25vw, (min-width: 600px) 50vw, 100vw',
};

/** Cards in 2 to 4 columns (one on phones), each with an optional icon or cover image and button. */
export async function ColumnCards({ props, context }: BlockProps<ColumnCardsProps>) {
  const { heading, intro, columns, imageStyle, cards } = props;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  const titleTag = itemHeadingTag(heading);
  return (
    <BlockSection heading={heading} intro={intro}>
      <CardGrid data-columns={columns} columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }}>
        {cards.map((card, index) => (
          <ColumnCardItem
            key={`${card.title}-${index}`}
            card={card}
            titleTag={titleTag}
            imageStyle={imageStyle}
            sizes={coverSizes[columns]}
            locale={context.locale}
            newTabHint={t('newTab')}
          />
        ))}
      </CardGrid>
    </BlockSection>
  );
}

interface CardProps {
  card: ColumnCard;
  titleTag: ItemHeadingTag;
  imageStyle: ColumnCardsProps['imageStyle'];
  sizes: string;
  locale: Locale;
  newTabHint: string;
}

/** One card; its button is described by the card title, so "Saiba mais" in several cards stays distinct. */
function ColumnCardItem({ card, titleTag, imageStyle, sizes, locale, newTabHint }: CardProps) {
  const { image, title, text, cta } = card;
  const titleId = useId();
  const Title = titleTag;
  return (
    <CardItem clip>
      {image && imageStyle === 'cover' && <CardCover src={image.src} alt={image.alt} aspectRatio="16 / 9" sizes={sizes} />}
      <div className={styles.body}>
        {image && imageStyle === 'icon' && <ImageBox image={image} fallbackRatio="1 / 1" sizes="64px" className={styles.icon} />}
        <Title id={titleId} className={typography.h4}>
          {title}
        </Title>
        <p className={typography.body1}>{text}</p>
        {cta && <CardCta cta={cta} titleId={titleId} locale={locale} newTabHint={newTabHint} />}
      </div>
    </CardItem>
  );
}
