import { getTranslations } from 'next-intl/server';
import { BlockSection, type ItemHeadingTag, itemHeadingTag } from '@/components/blocks/block-section';
import { CardCover, CardGrid, CardItem, cardLinkClass } from '@/components/blocks/card-grid';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './category-cards.module.css';
import type { CategoryCard, CategoryCardsProps } from './schema';

/** Up to 10 category cards (the schema has already trimmed the list). */
export async function CategoryCards({ props, context }: BlockProps<CategoryCardsProps>) {
  const { heading, intro, categories } = props;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  const nameTag = itemHeadingTag(heading);
  return (
    <BlockSection heading={heading} intro={intro}>
      <CardGrid
        // Ten cards make two full rows of five on wide screens.
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }}
      >
        {categories.map((category, index) => (
          <CategoryCardItem
            key={`${category.name}-${index}`}
            category={category}
            nameTag={nameTag}
            locale={context.locale}
            newTabHint={t('newTab')}
          />
        ))}
      </CardGrid>
    </BlockSection>
  );
}

interface CardProps {
  category: CategoryCard;
  nameTag: ItemHeadingTag;
  locale: Locale;
  newTabHint: string;
}

/** With a link, the name is the link and its ::after stretches over the card: one click target, one tab stop. */
function CategoryCardItem({ category, nameTag, locale, newTabHint }: CardProps) {
  const { image, name, description, href } = category;
  const Name = nameTag;
  return (
    <CardItem clip linked={Boolean(href)}>
      <CardCover src={image.src} alt={image.alt} aspectRatio="4 / 3" sizes="(min-width: 1200px) 220px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw" />
      <div className={styles.body}>
        <Name className={typography.h4}>
          {href ? (
            <a {...cmsLinkProps(locale, href)} className={cardLinkClass}>
              {name}
              <NewTabHint href={href} hint={newTabHint} />
            </a>
          ) : (
            name
          )}
        </Name>
        {description && <p className={typography.body1}>{description}</p>}
      </div>
    </CardItem>
  );
}
