import { getFormatter, getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import { articlesPathPrefix } from '@/lib/articles/contract';
import type { BlockProps } from '@/lib/cms/blocks';
import { loadTopArticles } from '../logic/load-articles';
import type { TopArticlesProps } from '../schema';
import { ArticleCardItem } from './article-card';

const COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' };

/** The `top-articles` block: the 4 most viewed articles (spec §9), rendered on the server; none read, no block. */
export async function TopArticlesBlock({ props, context }: BlockProps<TopArticlesProps>) {
  const cards = await loadTopArticles(context.locale, props.tags, props.pathPrefix ?? articlesPathPrefix[context.locale]);
  if (cards.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'ArticleSearch' }), getFormatter({ locale: context.locale })]);
  return (
    <BlockSection heading={props.heading}>
      <CardGrid columns={COLUMNS}>
        {cards.map((card) => (
          <ArticleCardItem
            key={card.id}
            card={card}
            locale={context.locale}
            categoryLabel={t(`category.${card.category}`)}
            dateText={format.dateTime(new Date(card.date), { dateStyle: 'long' })}
            headlineTag="h3"
          />
        ))}
      </CardGrid>
    </BlockSection>
  );
}
