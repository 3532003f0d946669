'use client';

import TextField from '@mui/material/TextField';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { STATIC_MAP_DEFAULT_SIZE, staticMapPath } from '@/lib/maps/static-map';
import type { VoucherControl } from '../logic/voucher-request';
import type { VoucherDistributor } from '../schema';
import styles from './voucher-form.module.css';

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
  const { field, fieldState } = useController({ control, name: 'distributor' });
  const error = fieldState.error?.message;
  const chosen = distributors.find((distributor) => distributor.name === field.value);
  return (
    <div className={styles.distributor}>
      <div>
        <TextField
          id={inputId}
          name={field.name}
          label={t('distributorLabel')}
          required
          fullWidth
          select
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('distributorPlaceholder')}</option>
          {distributors.map((distributor) => (
            <option key={distributor.name} value={distributor.name}>
              {distributor.name}
            </option>
          ))}
        </TextField>
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
