import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { FigureFrame } from '@/components/blocks/figure-frame';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { STATIC_MAP_DEFAULT_SIZE, staticMapPath } from '@/lib/maps/static-map-path';
import { staticMapsAvailable } from '@/lib/upstreams/maps/client';
import type { StaticMapBlockProps } from '../schema';
import styles from './static-map-block.module.css';

const { width, height } = STATIC_MAP_DEFAULT_SIZE;

/**
 * A place on a static map (708x390), served by our `/api/static-map` so the maps key stays on the
 * server. Without a maps key it keeps the same space and says the map is unavailable.
 */
export async function StaticMapBlock({ props, context }: BlockProps<StaticMapBlockProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'StaticMap' });
  const { lat, lng, zoom, markerIcon, alt, caption } = props;
  const size = { maxWidth: width, aspectRatio: `${width} / ${height}` };
  return (
    <FigureFrame caption={caption}>
      {staticMapsAvailable() ? (
        <div className={styles.frame} style={size}>
          <Image src={staticMapPath({ lat, lng, zoom, markerIcon })} alt={alt} width={width} height={height} unoptimized className={styles.image} />
        </div>
      ) : (
        <div role="img" aria-label={alt} className={`${styles.frame} ${styles.unavailable}`} style={size}>
          <p className={typography.body1}>{t('unavailable')}</p>
        </div>
      )}
    </FigureFrame>
  );
}
