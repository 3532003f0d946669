import { useTranslations } from 'next-intl';
import { BlockSection, itemHeadingTag } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { embedHeights, embedUrl, networkNames } from '../logic/embed-urls';
import type { SocialEmbedsProps } from '../schema';
import { ConsentEmbed } from './consent-embed-island.client';
import styles from './social-embeds.module.css';

/**
 * Posts from Facebook, Instagram and X. Each waits behind the visitor's consent for its network;
 * until then the page holds no frame of, and makes no request to, the network. After consent the
 * network's official iframe embed loads (never its script).
 */
export function SocialEmbeds({ props, context }: BlockProps<SocialEmbedsProps>) {
  const t = useTranslations('SocialEmbeds');
  const links = useTranslations('Links');
  const PostHeading = itemHeadingTag(props.heading);
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
            <li key={`${index}-${post.url}`} className={styles.post}>
              <p className={cx(typography.overline, styles.network)}>{network}</p>
              <PostHeading className={cx(typography.h3, styles.title)}>{title}</PostHeading>
              <ConsentEmbed
                network={post.network}
                src={embedUrl(post, context.locale)}
                title={t('embedTitle', { network, title })}
                height={embedHeights[post.network]}
                labels={{ explanation: t('explanation', { network }), load: t('load', { network }), withdraw: t('withdraw', { network }) }}
              >
                <a href={post.url} target="_blank" rel="noopener noreferrer" className={cx(typography.link, styles.open)}>
                  {t('open', { network })} <span className={layout.visuallyHidden}>{links('newTab')}</span>
                </a>
              </ConsentEmbed>
            </li>
          );
        })}
      </CardGrid>
    </BlockSection>
  );
}
