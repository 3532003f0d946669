import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { BlockSection, type ItemHeadingTag, itemHeadingTag } from '@/components/blocks/block-section';
import { CardBody, CardCover, CardCta, CardGrid, CardItem } from '@/components/blocks/card-grid';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { PromoItem, PromoListProps } from './schema';

/** Up to eight promo cards in a grid (the schema has already trimmed the list). */
export async function PromoList({ props, context }: BlockProps<PromoListProps>) {
  const { heading, headingLevel, items } = props;
  const tLinks = await getTranslations({ locale: context.locale, namespace: 'Links' });
  const itemTag = itemHeadingTag(heading, headingLevel);
  return (
    <BlockSection heading={heading} headingLevel={headingLevel}>
      <CardGrid
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      >
        {items.map((item, index) => (
          <PromoCard key={`${item.title}-${index}`} item={item} titleTag={itemTag} locale={context.locale} newTabHint={tLinks('newTab')} />
        ))}
      </CardGrid>
    </BlockSection>
  );
}

/** One card; its button is described by the card title, so "Saiba mais" in several cards stays distinct. */
function PromoCard({ item, titleTag, locale, newTabHint }: { item: PromoItem; titleTag: ItemHeadingTag; locale: Locale; newTabHint: string }) {
  const { image, title, text, cta } = item;
  const titleId = useId();
  const Title = titleTag;
  return (
    <CardItem clip>
      <CardCover src={image.src} alt={image.alt} aspectRatio="16 / 10" sizes="(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 50vw, 100vw" />
      <CardBody>
        <Title id={titleId} className={typography.h4}>
          {title}
        </Title>
        {text && <p className={typography.body1}>{text}</p>}
        {cta && <CardCta cta={cta} titleId={titleId} locale={locale} newTabHint={newTabHint} />}
      </CardBody>
    </CardItem>
  );
}
