import type { ItemHeadingTag } from '@/components/blocks/block-section';
import { CardBody, CardCover, CardItem } from '@/components/blocks/card-grid';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { FlexCard } from '../logic/flex-card';
import styles from './card-group.module.css';

export interface FlexCardLabels {
  new: string;
  featured: string;
  /** Links.newTab, said after the headline of an article on another site. */
  newTab: string;
}

/** Columns of the group's grid at each breakpoint: the image is never wider than one of them. */
const IMAGE_SIZES = '(min-width: 1200px) 384px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/**
 * One card: image, badges, headline (the link), description and date. The image illustrates the
 * headline beside it, so it is decorative (alt="").
 */
export function FlexCardItem({ card, headlineTag, labels, locale }: { card: FlexCard; headlineTag: ItemHeadingTag; labels: FlexCardLabels; locale: Locale }) {
  const { articleHeadline, description, newArticle, featuredArticle, articleURL, articleDate, formattedArticleDate, imageURL } = card;
  const Headline = headlineTag;
  return (
    <CardItem clip>
      {imageURL && <CardCover src={imageURL} alt="" aspectRatio="3 / 2" sizes={IMAGE_SIZES} />}
      <CardBody>
        {(newArticle || featuredArticle) && (
          <div className={styles.badges}>
            {newArticle && <span className={`${styles.badge} ${styles.new}`}>{labels.new}</span>}
            {featuredArticle && <span className={`${styles.badge} ${styles.featured}`}>{labels.featured}</span>}
          </div>
        )}
        <Headline className={typography.h4}>
          {articleURL ? (
            <a {...cmsLinkProps(locale, articleURL)} className={`${typography.link} ${styles.headlineLink}`}>
              {articleHeadline}
              <NewTabHint href={articleURL} hint={labels.newTab} />
            </a>
          ) : (
            articleHeadline
          )}
        </Headline>
        {description && <p className={typography.body1}>{description}</p>}
        {formattedArticleDate && (
          <time dateTime={articleDate} className={`${typography.body2} ${styles.date}`}>
            {formattedArticleDate}
          </time>
        )}
      </CardBody>
    </CardItem>
  );
}
