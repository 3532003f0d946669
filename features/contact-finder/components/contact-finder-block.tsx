import { getTranslations } from 'next-intl/server';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import blockStyles from '@/components/blocks/blocks.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { staticMapsAvailable } from '@/lib/upstreams/maps/client';
import { filterOptions } from '../logic/filter-values';
import type { ContactFinderProps } from '../schema';
import { ContactFinderRoot } from './contact-finder-root-island.client';

/**
 * The `contact-finder` block. The server renders the heading, the filter selects and the first
 * page of cards as HTML (the island's own markup); the island, loaded when wanted, filters, pages,
 * opens a contact's modal and shows the map once the visitor consents.
 */
export async function ContactFinderBlock({ props, context }: BlockProps<ContactFinderProps>) {
  const [t, intl] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'ContactFinder' }), clientIntl(context.locale, ['ContactFinder'])]);
  const headingId = `${props.finderType}-heading`;
  const filters = props.filters.map(({ field, label }) => ({ field, label, groups: filterOptions(props.contacts, field, context.locale) }));
  return (
    // The finder type is the section's id: links to #{finderType} scroll to the finder (spec §2).
    <section id={props.finderType} aria-labelledby={headingId} className={`${layout.container} ${blockStyles.section}`}>
      <h2 id={headingId} className={`${typography.h2} ${props.intro ? blockStyles.headingBeforeIntro : blockStyles.headingSpaced}`}>
        {props.heading}
      </h2>
      {props.intro && <p className={`${typography.lead} ${blockStyles.sectionIntro}`}>{props.intro}</p>}
      <ContactFinderRoot
        intl={intl}
        closeLabel={t('close')}
        finderType={props.finderType}
        country={props.country}
        filters={filters}
        contacts={props.contacts}
        mapAvailable={staticMapsAvailable()}
      />
    </section>
  );
}
