'use client';

import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { BlockSection } from '@/components/blocks/block-section';
import { isExternalHref } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ContentItem } from '@/lib/loyalty/contract';
import { useContentsForYou } from '../../api/use-contents-for-you';
import { chosenInterests, topicOverline, topicsToShow } from '../../logic/topics';
import { InterestsSheet } from './interests-sheet.client';
import cards from '../shared/loyalty-cards.module.css';
import styles from './topics.module.css';

/** The programme's days are Brasília's, whatever the server's or the browser's zone. */
const PROGRAMME_TIME_ZONE = 'America/Sao_Paulo';

/**
 * Topics of interest / content for you (spec §2, §5): at most 4 articles, each with the overline
 * of its theme ('BLOG DO AGRO' when no tag maps), title, summary, image, link and date; nothing at
 * all unless the data exists and the member's interests are not a list. 'Edit interests' opens the
 * side sheet where they pick themes (at least 1) and save them. Needs the `LoyaltyTopics` and
 * `Links` messages and TanStack Query with the contents prefetched (./topics-root.client.tsx).
 */
export function Topics({ heading }: { heading: string }) {
  const t = useTranslations('LoyaltyTopics');
  const contents = useContentsForYou();
  const [sheet, setSheet] = useState({ open: false, times: 0 });
  const [saved, setSaved] = useState(false);
  // The sheet needs React: a click on the server's markup before then would do nothing.
  const hydrated = useHydrated();
  const topics = topicsToShow(contents.data);
  if (!topics || !contents.data) return null;
  return (
    <BlockSection heading={heading}>
      <div className={styles.toolbar}>
        <p role="status" className={cx(typography.body2, styles.saved)}>
          {saved && t('saved')}
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={() => {
            setSaved(false);
            setSheet(({ times }) => ({ open: true, times: times + 1 }));
          }}
          className={buttonClasses({ variant: 'outlined' })}
        >
          {t('editInterests')}
        </button>
      </div>
      <ul className={cx(layout.plainList, cards.cards)}>
        {topics.map((topic) => (
          <TopicCard key={topic.id} topic={topic} />
        ))}
      </ul>
      {/* A new sheet each time it opens: it starts from the interests as saved. */}
      <InterestsSheet
        key={sheet.times}
        open={sheet.open}
        saved={chosenInterests(contents.data.interests)}
        onClose={() => setSheet((current) => ({ ...current, open: false }))}
        onSaved={() => {
          setSaved(true);
          setSheet((current) => ({ ...current, open: false }));
        }}
      />
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
          {format.dateTime(new Date(topic.date), { dateStyle: 'medium', timeZone: PROGRAMME_TIME_ZONE })}
        </time>
      </div>
    </li>
  );
}
