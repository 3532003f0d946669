import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ItemHeadingTag } from '@/components/blocks/block-section';
import { CardCover, CardItem } from '@/components/blocks/card-grid';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { Locale } from '@/lib/i18n/locales';
import type { FlexCard } from '../logic/flex-card';

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
  return (
    <CardItem clip>
      {imageURL && <CardCover src={imageURL} alt="" aspectRatio="3 / 2" sizes={IMAGE_SIZES} />}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        {(newArticle || featuredArticle) && (
          <Stack direction="row" spacing={1}>
            {newArticle && <Chip label={labels.new} size="small" color="primary" />}
            {featuredArticle && <Chip label={labels.featured} size="small" color="secondary" />}
          </Stack>
        )}
        <Typography variant="h4" component={headlineTag}>
          {articleURL ? (
            <Link color="inherit" {...cmsLinkProps(locale, articleURL)}>
              {articleHeadline}
              <NewTabHint href={articleURL} hint={labels.newTab} />
            </Link>
          ) : (
            articleHeadline
          )}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
        {formattedArticleDate && (
          <Typography component="time" dateTime={articleDate} variant="body2" color="text.secondary" sx={{ mt: 'auto', pt: 1 }}>
            {formattedArticleDate}
          </Typography>
        )}
      </Box>
    </CardItem>
  );
}
