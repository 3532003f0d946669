import 'server-only';
import type { BlockContext } from '@/lib/cms/blocks';
import { log } from '@/lib/log';
import { failureFields } from '@/lib/upstreams/http';
import { searchArticlesByTags } from '@/lib/upstreams/article-search/client';
import type { CardGroupProps } from '../schema';
import { authoredFlexCard, toFlexCard, type FlexCard } from './flex-card';

/**
 * The cards a group shows. A 'tags' group is filled from the tag search, on the server: pages are
 * prerendered and revalidated, so this runs at build and revalidation time (in-process against the
 * sandbox while nothing listens). Spec: on failure an error is logged and the cards stay unchanged,
 * i.e. the authored ones; they also stay when the search finds nothing.
 */
export async function loadCardGroupCards(props: CardGroupProps, { locale, page }: Pick<BlockContext, 'locale' | 'page'>): Promise<FlexCard[]> {
  const authored = props.cards.map((card) => authoredFlexCard(card, locale));
  if (props.loadType !== 'tags') return authored;
  try {
    const results = await searchArticlesByTags({ locale, tags: props.tags, excludePath: page.path });
    const loaded = results.flatMap((result) => toFlexCard(result, locale) ?? []);
    return loaded.length > 0 ? loaded : authored;
  } catch (error) {
    log.error('card_group.load_failed', {
      locale,
      page: page.path,
      tags: props.tags,
      ...failureFields(error),
    });
    return authored;
  }
}
