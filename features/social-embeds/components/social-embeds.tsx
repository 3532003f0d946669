import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslations } from 'next-intl';
import { BlockSection, itemHeadingTag } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import type { BlockProps } from '@/lib/cms/blocks';
import { embedHeights, embedUrl, networkNames } from '../logic/embed-urls';
import type { SocialEmbedsProps } from '../schema';
import { ConsentEmbed } from './consent-embed-island.client';

/**
 * Posts from Facebook, Instagram and X. Each waits behind the visitor's consent for its network;
 * until then the page holds no frame of, and makes no request to, the network. After consent the
 * network's official iframe embed loads (never its script).
 */
export function SocialEmbeds({ props, context }: BlockProps<SocialEmbedsProps>) {
  const t = useTranslations('SocialEmbeds');
  const links = useTranslations('Links');
  const postHeading = itemHeadingTag(props.heading);
  return (
    // Without a heading the block is still a region, named by the label.
    <BlockSection heading={props.heading} label={t('label')}>
      <CardGrid
        columns={{ xs: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' }}
        gap={4}
      >
        {props.posts.map(({ title, post }, index) => {
          const network = networkNames[post.network];
          return (
            <Box component="li" key={`${index}-${post.url}`} sx={{ maxWidth: 500, width: '100%' }}>
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {network}
              </Typography>
              <Typography variant="h3" component={postHeading} sx={{ fontSize: '1.125rem', mb: 1.5 }}>
                {title}
              </Typography>
              <ConsentEmbed
                network={post.network}
                src={embedUrl(post, context.locale)}
                title={t('embedTitle', { network, title })}
                height={embedHeights[post.network]}
                labels={{ explanation: t('explanation', { network }), load: t('load', { network }), withdraw: t('withdraw', { network }) }}
              >
                <Link href={post.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
                  {t('open', { network })}{' '}
                  <Box component="span" sx={visuallyHidden}>
                    {links('newTab')}
                  </Box>
                </Link>
              </ConsentEmbed>
            </Box>
          );
        })}
      </CardGrid>
    </BlockSection>
  );
}
