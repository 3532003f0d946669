'use client';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { useConsentChoice } from '@/lib/browser/consent';
import { staticMapPath } from '@/lib/maps/static-map-path';
import type { ContactCard } from '../logic/contact-card';
import { MAP_IMAGE, mapView, markerOffset, type MapCountry } from '../logic/map-view';
import styles from './contact-finder.module.css';

/** The consent the map waits for: stored as `consent.maps`, one choice for every finder. */
export const MAP_CONSENT_SERVICE = 'maps';

export interface ContactMapProps {
  /** The frame, which 'show on map' scrolls to and focuses. */
  ref?: Ref<HTMLDivElement>;
  country: MapCountry;
  /** The contacts that match the filters: each with a location is a marker. */
  contacts: ContactCard[];
  /** The contact 'show on map' chose: the map centres on it at zoom 17. */
  selected: ContactCard | null;
  /** Whether a maps key is configured. */
  available: boolean;
  onShowAll: () => void;
}

/**
 * The contacts' map (spec §2, §9), 600 px high: a consent prompt until the visitor agrees, then
 * the static map image from our /api/static-map (the key stays on the server), centred on the
 * country at zoom 7 or on the chosen contact at zoom 17. The route draws one pin at the centre, so
 * the filtered contacts' markers are laid over the image at their Web Mercator offsets.
 */
export function ContactMap({ ref, country, contacts, selected, available, onShowAll }: ContactMapProps) {
  const t = useTranslations('ContactFinder');
  const { consented, choose, loadButton, withdrawButton } = useConsentChoice(MAP_CONSENT_SERVICE);

  const view = mapView(country, selected?.location ?? null);
  const markers = contacts.flatMap((card) => {
    const offset = card.location && markerOffset(card.location, view);
    return offset ? [{ card, offset }] : [];
  });

  return (
    <div>
      <div ref={ref} tabIndex={-1} role="region" aria-label={t('mapLabel')} className={styles.map}>
        {!available ? (
          <p className={cx(typography.body1, styles.mapPrompt)}>{t('mapUnavailable')}</p>
        ) : consented ? (
          <>
            <Image
              src={staticMapPath({ lat: view.centre.lat, lng: view.centre.lng, zoom: view.zoom, ...MAP_IMAGE })}
              alt={selected ? t('mapAltSelected', { title: selected.title }) : t('mapAlt', { count: markers.length })}
              width={MAP_IMAGE.width}
              height={MAP_IMAGE.height}
              unoptimized
              className={styles.mapImage}
            />
            {markers.map(({ card, offset }) => (
              <span
                key={card.id}
                aria-hidden="true"
                title={card.title}
                data-marker={card.id}
                className={cx(styles.marker, card.id === selected?.id && styles.markerSelected)}
                style={{ left: `calc(50% + ${offset.x}px)`, top: `calc(50% + ${offset.y}px)` }}
              />
            ))}
          </>
        ) : (
          <div className={styles.mapPrompt}>
            <p className={typography.body1}>{t('mapConsent')}</p>
            <button ref={loadButton} type="button" className={buttonClasses({ variant: 'contained' })} onClick={() => choose(true)}>
              {t('mapLoad')}
            </button>
          </div>
        )}
      </div>
      {/* Room for these buttons is kept while they are absent: a remembered consent swaps them in without moving anything. */}
      <div className={styles.mapControls}>
        {available && consented && (
          <>
            {selected && (
              <button type="button" className={buttonClasses({ variant: 'outlined', size: 'small' })} onClick={onShowAll}>
                {t('mapShowAll')}
              </button>
            )}
            <button ref={withdrawButton} type="button" className={cx(typography.link, styles.textButton)} onClick={() => choose(false)}>
              {t('mapWithdraw')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
