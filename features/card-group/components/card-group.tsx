import { getTranslations } from 'next-intl/server';
import { BlockSection, itemHeadingTag } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { FlexCard } from '../logic/flex-card';
import { loadCardGroupCards } from '../logic/load-cards';
import type { CardGroupProps } from '../schema';
import { FlexCardItem, type FlexCardLabels } from './flex-card-item';

/** The `card-group` block: loads its cards on the server (see loadCardGroupCards); no cards, no block. */
export async function CardGroup({ props, context }: BlockProps<CardGroupProps>) {
  const cards = await loadCardGroupCards(props, context);
  if (cards.length === 0) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'CardGroup' });
  const tLinks = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return <CardGroupView heading={props.heading} headingLevel={props.headingLevel} cards={cards} labels={{ new: t('new'), featured: t('featured'), newTab: tLinks('newTab') }} locale={context.locale} />;
}

interface CardGroupViewProps {
  heading?: string;
  headingLevel: 2 | 3;
  cards: FlexCard[];
  labels: FlexCardLabels;
  locale: Locale;
}

/** Columns of the group's grid: the skeleton of a loading group has the same. */
export const CARD_GROUP_COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

/** The group as a list of cards under an optional heading (a section named by it). */
export function CardGroupView({ heading, headingLevel, cards, labels, locale }: CardGroupViewProps) {
  const headlineTag = itemHeadingTag(heading, headingLevel);
  return (
    <BlockSection heading={heading} headingLevel={headingLevel}>
      <CardGrid columns={CARD_GROUP_COLUMNS}>
        {cards.map((card, index) => (
          <FlexCardItem key={`${card.articleURL ?? card.articleHeadline}-${index}`} card={card} headlineTag={headlineTag} labels={labels} locale={locale} />
        ))}
      </CardGrid>
    </BlockSection>
  );
}
