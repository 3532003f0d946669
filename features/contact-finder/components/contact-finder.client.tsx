'use client';
import { useTranslations } from 'next-intl';
import { Fragment, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { CardGrid } from '@/components/blocks/card-grid';
import { useModal } from '@/components/modal/modal-provider.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import typography from '@/components/theme/typography.module.css';
import { toContactCard, type Contact, type ContactCard } from '../logic/contact-card';
import { filterContacts, type FilterSelection, type ValueGroup } from '../logic/filter-values';
import type { MapCountry } from '../logic/map-view';
import { pageSizeFor } from '../logic/page-size';
import { ContactCardView, ContactDetails } from './contact-card';
import { ContactMap } from './contact-map.client';
import styles from './contact-finder.module.css';

export interface FinderFilter {
  field: string;
  label: string;
  /** The select's options, grouped under their headings (logic/filter-values.ts). */
  groups: ValueGroup[];
}

export interface ContactFinderProps {
  finderType: string;
  country: MapCountry;
  filters: FinderFilter[];
  contacts: Contact[];
  /** Whether a maps key is configured: without one the map says it is unavailable. */
  mapAvailable: boolean;
}

function subscribeToWidth(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The page size for the window's width; null on the server, which cannot know it. */
function usePageSize(): number | null {
  return useSyncExternalStore(
    subscribeToWidth,
    () => pageSizeFor(window.innerWidth),
    () => null,
  );
}

/** The server's first page: the desktop page, trimmed per breakpoint by CSS until the island knows the width. */
const SERVER_PAGE_SIZE = pageSizeFor(Number.POSITIVE_INFINITY);

/**
 * The finder: filter selects, a live count, a page of cards that 'load more' extends by a page of
 * the current size, a contact's modal, and the map behind the visitor's consent. Rendered by the
 * server as the finder's first HTML, then live once its island loads.
 */
export function ContactFinder({ finderType, country, filters, contacts, mapAvailable }: ContactFinderProps) {
  const t = useTranslations('ContactFinder');
  const modal = useModal();
  const pageSize = usePageSize();
  const [selection, setSelection] = useState<FilterSelection>({});
  // How many cards are shown: null is the first page, whatever the width is now.
  const [shown, setShown] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const filterForm = useRef<HTMLFormElement>(null);
  const cardArea = useRef<HTMLDivElement>(null);
  const mapFrame = useRef<HTMLDivElement>(null);
  const countId = useId();

  // Choices made in the server's markup before this code loaded (loadWhenWanted carries them into these selects): adopt them.
  useEffect(() => {
    const form = filterForm.current;
    if (!form) return;
    const chosen = filters.flatMap(({ field }) => {
      const control = form.elements.namedItem(field);
      return control instanceof HTMLSelectElement && control.value !== '' ? [[field, control.value] as const] : [];
    });
    if (chosen.length > 0) setSelection(Object.fromEntries(chosen));
  }, [filters]);

  const labels = { phone: t('phone'), whatsapp: t('whatsapp'), email: t('email') };
  // A few dozen contacts at most: filtering them on each render costs less than remembering it.
  const matching = filterContacts(contacts, selection).map((contact) => toContactCard(contact, labels));
  const firstPage = pageSize ?? SERVER_PAGE_SIZE;
  const visible = matching.slice(0, shown ?? firstPage);
  const selected = selectedId ? (matching.find((card) => card.id === selectedId) ?? null) : null;

  const choose = (field: string, value: string) => {
    setSelection((current) => ({ ...current, [field]: value }));
    // A new filter starts again from its first page (spec §5: filters reset to page 1).
    setShown(null);
    setSelectedId(null);
  };

  const loadMore = () => {
    const firstNew = visible.length;
    setShown(firstNew + (pageSize ?? SERVER_PAGE_SIZE));
    // The first new card takes the focus, so keyboard and screen reader users carry on from there.
    requestAnimationFrame(() => cardArea.current?.querySelectorAll<HTMLElement>('[data-card]')[firstNew]?.focus());
  };

  const openDetails = (card: ContactCard) => modal.open(<ContactDetails card={card} />, { title: card.title });

  const showOnMap = (card: ContactCard) => {
    setSelectedId(card.id);
    // Focusing the map scrolls it into view and tells screen readers where the contact is now shown.
    mapFrame.current?.focus();
  };

  return (
    <div className={styles.finder}>
      {filters.length > 0 && (
        <form ref={filterForm} className={controls.filters} aria-label={t('filtersLabel')} onSubmit={(event) => event.preventDefault()}>
          {filters.map(({ field, label, groups }) => {
            const id = `${finderType}-filter-${field}`;
            return (
              <div key={field} className={controls.field}>
                <label htmlFor={id}>{label}</label>
                <select id={id} name={field} className={controls.select} value={selection[field] ?? ''} onChange={(event) => choose(field, event.target.value)} aria-describedby={countId}>
                  <option value="">{t('all')}</option>
                  {groups.map(({ heading, values }) => {
                    const options = values.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ));
                    return heading ? (
                      <optgroup key={heading} label={heading}>
                        {options}
                      </optgroup>
                    ) : (
                      <Fragment key="">{options}</Fragment>
                    );
                  })}
                </select>
              </div>
            );
          })}
        </form>
      )}

      <p id={countId} role="status" className={cx(typography.body2, styles.count)}>
        {t('count', { count: matching.length })}
      </p>

      {matching.length === 0 ? (
        <div className={styles.empty}>
          <p className={typography.body1}>{t('empty')}</p>
          <button
            type="button"
            className={buttonClasses({ variant: 'outlined' })}
            onClick={() => {
              setSelection({});
              setShown(null);
            }}
          >
            {t('clearFilters')}
          </button>
        </div>
      ) : (
        <div ref={cardArea}>
        <CardGrid
          columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
          className={cx(pageSize === null && shown === null && styles.firstPageByWidth)}
        >
          {visible.map((card) => (
            <li key={card.id} className={styles.cardItem}>
              <ContactCardView
                card={card}
                onSeeMore={() => openDetails(card)}
                onShowOnMap={card.location && mapAvailable ? () => showOnMap(card) : undefined}
              />
            </li>
          ))}
        </CardGrid>
        </div>
      )}

      {visible.length < matching.length && (
        <div className={styles.more}>
          <button type="button" className={buttonClasses({ variant: 'contained' })} onClick={loadMore}>
            {t('loadMore')}
          </button>
        </div>
      )}

      <ContactMap
        ref={mapFrame}
        country={country}
        contacts={matching}
        selected={selected}
        available={mapAvailable}
        onShowAll={() => setSelectedId(null)}
      />
    </div>
  );
}
