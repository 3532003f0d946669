import type { ItemHeadingTag } from '@/components/blocks/block-section';
import { CardBody, CardCover, CardItem } from '@/components/blocks/card-grid';
import { cmsLinkProps } from '@/components/cms/cms-href';
import typography from '@/components/theme/typography.module.css';
import type { ArticleCard } from '@/lib/articles/contract';
import type { Locale } from '@/lib/i18n/locales';
import styles from './article-card.module.css';

/** Three columns at most: the image is never wider than one of them. */
const IMAGE_SIZES = '(min-width: 1200px) 384px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

export interface ArticleCardItemProps {
  card: ArticleCard;
  locale: Locale;
  /** The card's category in the page's language ('Artigo', 'Notícia'). */
  categoryLabel: string;
  /** The article's date, formatted for the locale. */
  dateText: string;
  headlineTag: ItemHeadingTag;
}

/**
 * An article card (spec §3), on the server (top articles) and in the search's island alike: image,
 * category, title linking to the article, date, description. The image illustrates the title
 * beside it, so it is decorative (alt="").
 */
export function ArticleCardItem({ card, locale, categoryLabel, dateText, headlineTag: Headline }: ArticleCardItemProps) {
  return (
    <CardItem clip>
      {card.imageUrl && <CardCover src={card.imageUrl} alt="" aspectRatio="3 / 2" sizes={IMAGE_SIZES} />}
      <CardBody>
        <span className={typography.overline}>{categoryLabel}</span>
        <Headline className={typography.h6}>
          <a {...cmsLinkProps(locale, card.articleUrl)} className={`${typography.link} ${styles.titleLink}`}>
            {card.title}
          </a>
        </Headline>
        <time dateTime={card.date} className={`${typography.body2} ${styles.date}`}>
          {dateText}
        </time>
        {card.description && <p className={typography.body1}>{card.description}</p>}
      </CardBody>
    </CardItem>
  );
}
