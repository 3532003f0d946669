'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { STATIC_MAP_DEFAULT_SIZE, staticMapPath } from '@/lib/maps/static-map-path';
import type { VoucherControl } from '../logic/voucher-request';
import type { VoucherDistributor } from '../schema';
import styles from './voucher-form.module.css';
import { VoucherSelect } from './voucher-field.client';

const { width, height } = STATIC_MAP_DEFAULT_SIZE;
/** Close enough to see the streets around a distributor's store. */
const MAP_ZOOM = 15;

interface DistributorFieldProps {
  inputId: string;
  control: VoucherControl;
  distributors: readonly VoucherDistributor[];
  /** Whether the site has a maps key (our /api/static-map answers 404 without one). */
  mapsAvailable: boolean;
}

/** The distributor select and, once one is chosen, its e-mail, address and place on a map. */
export function DistributorField({ inputId, control, distributors, mapsAvailable }: DistributorFieldProps) {
  const t = useTranslations('VoucherForm');
  const chosenName = useWatch({ control, name: 'distributor' });
  const chosen = distributors.find((distributor) => distributor.name === chosenName);
  return (
    <div className={styles.distributor}>
      <div>
        <VoucherSelect
          control={control}
          name="distributor"
          id={inputId}
          label={t('distributorLabel')}
          placeholder={t('distributorPlaceholder')}
          options={distributors.map((distributor) => ({ value: distributor.name, label: distributor.name }))}
        />
        {chosen && (
          <dl className={cx(typography.body2, styles.details)} aria-label={chosen.name}>
            <dt>{t('distributorEmail')}</dt>
            <dd>
              <a href={`mailto:${chosen.email}`} className={typography.link}>
                {chosen.email}
              </a>
            </dd>
            <dt>{t('distributorAddress')}</dt>
            <dd>{chosen.address}</dd>
          </dl>
        )}
      </div>
      {chosen &&
        (mapsAvailable ? (
          <div className={styles.map}>
            <Image
              src={staticMapPath({ lat: chosen.latitude, lng: chosen.longitude, zoom: MAP_ZOOM })}
              alt={t('mapAlt', { name: chosen.name, address: chosen.address })}
              width={width}
              height={height}
              unoptimized
            />
          </div>
        ) : (
          <div role="img" aria-label={t('mapAlt', { name: chosen.name, address: chosen.address })} className={cx(styles.map, styles.mapUnavailable)}>
            <p className={typography.body2}>{t('mapUnavailable')}</p>
          </div>
        ))}
    </div>
  );
}
