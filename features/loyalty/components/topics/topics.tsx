import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import { BlockSection } from '@/components/blocks/block-section';
import { isExternalHref } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { ContentItem, Interests } from '@/lib/loyalty/contract';
import { LOYALTY_TIME_ZONE } from '../../logic/sao-paulo-calendar';
import { topicOverline } from '../../logic/topics';
import cards from '../shared/loyalty-cards.module.css';
import { EditInterests } from './edit-interests-island.client';
import styles from './topics.module.css';

export interface TopicsProps {
  heading: string;
  /** The articles to show (at most 4: ../../logic/topics.ts decides). */
  topics: ContentItem[];
  /** The member's saved interests, where the interests sheet starts. */
  interests: Interests;
  /** The interests sheet's messages, read on the server (`clientIntl`). */
  sheetIntl: ClientIntl;
}

/**
 * Topics of interest / content for you (spec §2, §5), rendered on the server: the articles, each
 * with the overline of its theme ('BLOG DO AGRO' when no tag maps), title, summary, image, link
 * and date. 'Edit interests' is the only client code: it loads the side sheet where the member
 * picks themes (at least 1) and saves them, then refreshes the page.
 */
export function Topics({ heading, topics, interests, sheetIntl }: TopicsProps) {
  const t = useTranslations('LoyaltyTopics');
  return (
    <BlockSection heading={heading}>
      <div className={styles.toolbar}>
        <EditInterests
          label={t('editInterests')}
          savedMessage={t('saved')}
          interests={interests}
          intl={sheetIntl}
          classes={{ status: cx(typography.body2, styles.saved), button: buttonClasses({ variant: 'outlined' }) }}
        />
      </div>
      <ul className={cx(layout.plainList, cards.cards)}>
        {topics.map((topic) => (
          <TopicCard key={topic.id} topic={topic} />
        ))}
      </ul>
    </BlockSection>
  );
}

function TopicCard({ topic }: { topic: ContentItem }) {
  const t = useTranslations('LoyaltyTopics');
  const links = useTranslations('Links');
  const format = useFormatter();
  const external = isExternalHref(topic.link);
  return (
    <li className={cx(cards.card, styles.card)}>
      {/* Decoration: the title says what the article is about. */}
      <Image src={topic.image} alt="" width={320} height={180} unoptimized className={cards.media} />
      <div className={cards.body}>
        <p className={cx(typography.overline, cards.overline)}>{t(`overlines.${topicOverline(topic.tags)}`)}</p>
        <h3 className={cx(typography.h6, styles.title)}>
          <a href={topic.link} className={styles.titleLink} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
            {topic.title}
            <NewTabHint href={topic.link} hint={links('newTab')} />
          </a>
        </h3>
        <p className={cx(typography.body2, styles.summary)}>{topic.summary}</p>
        <time dateTime={topic.date} className={styles.date}>
          {format.dateTime(new Date(topic.date), { dateStyle: 'medium', timeZone: LOYALTY_TIME_ZONE })}
        </time>
      </div>
    </li>
  );
}
